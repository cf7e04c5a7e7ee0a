/// What VoiceOver calls an element (UIKit's `accessibilityTraits`, the ones Specimen checks).
public enum AccessibilityTrait: Hashable, Sendable, CaseIterable, CaseNamed {
  /// A UIButton, or a view the code gives the button trait: VoiceOver says “button”.
  case button
  /// A view made tappable by a tap gesture only: VoiceOver reads its text but does not say
  /// “button” and the user may not know it acts.
  case tapGesture
  /// A text field: VoiceOver says “text field”.
  case textField
}

/// A tappable element of a view tree: its label for VoiceOver, its trait, and what a tap does,
/// set with ``ViewNode/tappable(_:trait:action:)``.
package struct AccessibilityElement: Hashable, Sendable {
  /// What VoiceOver reads, e.g. the button's title.
  package var label: String
  /// How VoiceOver announces it.
  package var trait: AccessibilityTrait
  /// What a tap does, in a designer's words, e.g. `Dismiss`.
  package var action: String

  /// Creates an element.
  package init(label: String, trait: AccessibilityTrait = .button, action: String) {
    self.label = label
    self.trait = trait
    self.action = action
  }
}

extension ViewNode {
  /// Marks this node as one tappable element: its frame is the hit area checked against 44 × 44
  /// pt, VoiceOver reads `label` once (texts inside are not read again), and `action` names
  /// what a tap does.
  ///
  /// ```swift
  /// ViewNode.text("Cancel", style: body, color: tint)
  ///   .frame(maxWidth: .infinity, minHeight: 44)
  ///   .tappable("Cancel", action: "Negative action")
  /// ```
  public func tappable(_ label: String, trait: AccessibilityTrait = .button, action: String)
    -> ViewNode
  {
    .accessibility(AccessibilityElement(label: label, trait: trait, action: action), self)
  }
}
