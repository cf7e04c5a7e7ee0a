/// The layout of one drawing as data: every tagged part with its frame, corners, colours, text
/// and type style, and the token behind each. The site carries these (`layout/<component>.json`)
/// so a later run can say what changed between two versions from the layout, not the pixels.
package struct DrawingRecord: Codable, Hashable, Sendable {
  /// The drawing's address inside the site: its variant's sheet and its view there, e.g.
  /// `svg/modal/two-buttons.svg#compact-light` (``Drawing/path``).
  package var path: String
  /// The component's id.
  package var component: String
  /// The component's name, e.g. `Modal`.
  package var componentName: String
  /// The variant's id.
  package var variant: String
  /// The variant's title, e.g. `Two buttons`.
  package var variantTitle: String
  /// The environment's name, e.g. `compact`.
  package var environment: String
  /// The environment's display name, e.g. `iPhone portrait`.
  package var environmentName: String
  /// `light` or `dark`.
  package var theme: String
  /// The parts, depth first, back to front.
  package var parts: [PartRecord]
  /// The brand whose catalog holds the drawing, in a catalog of several (set when two sites
  /// are compared; a layout record leaves it out).
  package var brand: String?

  /// This drawing as its brand's folder holds it: the path and component under `brand.id`,
  /// the brand named before the component (`Daily Market · Modal`).
  package func inFolder(of brand: Brand) -> DrawingRecord {
    var copy = self
    copy.path = "\(brand.id)/\(path)"
    copy.component = "\(brand.id)/\(component)"
    copy.componentName = "\(brand.name) · \(componentName)"
    copy.brand = brand.name
    return copy
  }

  /// The file that holds the drawing: its path without the view (``Drawing/sheetPath``).
  package var file: String { Self.file(of: path) }

  /// The file part of a drawing's address: `svg/modal/two-buttons.svg` of
  /// `svg/modal/two-buttons.svg#compact-light`; the whole address when it names no view (a
  /// baseline's file of one drawing, whose name may hold a `#` of its own).
  package static func file(of address: String) -> String {
    guard let view = address.range(of: ".svg#", options: .backwards),
      !address[view.upperBound...].contains("/")
    else { return address }
    return String(address[..<view.lowerBound]) + ".svg"
  }

  /// How a reviewer reads the drawing's place: `Modal · Two buttons · compact light`.
  package var heading: String {
    let place = [environment.replacingOccurrences(of: "-", with: " "), theme]
      .filter { !$0.isEmpty }.joined(separator: " ")
    return [componentName, variantTitle, place].filter { !$0.isEmpty }.joined(separator: " · ")
  }
}

/// One part of a drawing: a tagged view (`card`, `negative button`, `row 2`) and what it draws.
package struct PartRecord: Codable, Hashable, Sendable {
  /// The part's name in words, numbered when its tag repeats: `row 2`.
  package var name: String
  /// The tag it was given (`negativeButton`); empty for the drawing itself. Two versions'
  /// parts are matched by tag, not by name, so a number that shifts does not read as a change.
  package var role: String
  /// The name of the part that holds it, which its `x` and `y` are measured from; nil for a part
  /// placed on the screen.
  package var parent: String?
  /// Its measured and drawn properties, in a fixed order.
  package var properties: [PropertyRecord]

  /// Creates a part.
  package init(
    name: String, role: String? = nil, parent: String? = nil, properties: [PropertyRecord]
  ) {
    self.name = name
    self.role = role ?? name
    self.parent = parent
    self.properties = properties
  }

  /// What identifies the part among others of the same tag, when their number changes: its
  /// text or image, else nothing.
  var contentKey: String {
    properties.first { $0.name == "text" || $0.name == "image" }?.value ?? ""
  }
}

/// One property of a part: `corner radius` 16 pt from the `card` token.
package struct PropertyRecord: Codable, Hashable, Sendable {
  /// What it is: `x`, `y`, `width`, `height`, `corner radius`, `fill`, `text colour`, ….
  package var name: String
  /// The value as a reviewer reads it: `16`, `#FFFFFF`, `Cancel`, `title · 17/22 semibold`.
  package var value: String
  /// The unit after the value, e.g. `pt`, or nil.
  package var unit: String?
  /// The token the value came from, or nil for a literal.
  package var token: String?
}

/// One property of one part that differs between two versions of a drawing.
package struct PropertyChange: Codable, Hashable, Sendable {
  /// The part's name.
  package var part: String
  /// The property's name; `part` when the whole part was added or removed.
  package var property: String
  /// The value before, or nil when it is new.
  package var old: PropertyRecord?
  /// The value after, or nil when it is gone.
  package var new: PropertyRecord?
  /// The change in words: `card corner radius 16 → 12 pt`, `message colour toastLabel → label`.
  package var text: String
}

/// A drawing that differs from the baseline: added, removed, or changed (with what changed).
package struct DrawingChange: Codable, Hashable, Sendable {
  /// How the drawing differs.
  package enum Kind: String, Codable, Hashable, Sendable {
    /// Only in the new version.
    case added
    /// Only in the baseline.
    case removed
    /// In both, different in its markup or its layout.
    case changed
  }

  /// How it differs.
  package var kind: Kind
  /// The drawing (the new version's record; the baseline's for a removed drawing).
  package var drawing: DrawingRecord
  /// What changed in its layout; empty for an added or removed drawing, and for a changed
  /// drawing whose parts measure and draw the same (its markup changed some other way).
  package var changes: [PropertyChange]
  /// Whether both versions' layouts were there to compare (false when the baseline has no
  /// layout record of the drawing, or one that cannot be read: `changes` is then empty because
  /// nothing was compared, not because the layout is the same).
  package var layoutCompared: Bool

  /// The file the baseline holds the drawing in, when it is not the new one's
  /// (``DrawingRecord/file``): a baseline made before sheets kept each drawing in a file of its
  /// own. Nil when the same.
  package var baselineFile: String?

  /// Creates a change.
  package init(
    kind: Kind, drawing: DrawingRecord, changes: [PropertyChange], layoutCompared: Bool = true,
    baselineFile: String? = nil
  ) {
    self.kind = kind
    self.drawing = drawing
    self.changes = changes
    self.layoutCompared = layoutCompared
    self.baselineFile = baselineFile == drawing.file ? nil : baselineFile
  }
}
