/// The system's status bar, drawn in the top safe-area inset: the time at the leading side,
/// signal and battery at the trailing side, in the theme's label colour (UIKit's default
/// status bar style: dark content in light mode, light content in dark mode).
///
/// ``ScreenContext`` draws it on every screen whose environment shows it; use it directly only
/// for a screen you compose yourself:
/// ```swift
/// ViewNode.zStack {
///   myScreen
///   StatusBar.bar(in: environment)
/// }
/// ```
package enum StatusBar {
  /// The time every drawing shows: 9:41, as in Apple's product images.
  package static let time = "9:41"

  /// The time's type style: semibold, 15 pt on a phone and 12 pt on an iPad, whose bar is
  /// 24 pt high.
  package static func timeStyle(in environment: Environment) -> TypeStyle {
    switch environment.idiom {
    case .phone: TypeStyle("statusBarTime", weight: .semibold, size: 15, lineHeight: 20)
    case .pad: TypeStyle("statusBarTime", weight: .semibold, size: 12, lineHeight: 16)
    }
  }

  /// The bar filling the top safe-area inset, tagged `statusBar`; nothing when the environment
  /// shows no status bar (an iPhone in landscape).
  package static func bar(in environment: Environment) -> ViewNode {
    guard environment.showsStatusBar, environment.safeArea.top > 0 else { return .empty }
    let color = environment.color(SystemColor.label)
    // On a phone the time and icons sit in the "ears" either side of the sensor housing; on an
    // iPad the bar is a thin strip with the time at the leading edge.
    let sideInset: Length = environment.idiom == .phone ? 28 : 20
    return ViewNode.hStack(spacing: 0) {
      ViewNode.text(
        time, style: timeStyle(in: environment), color: color, lineLimit: 1
      )
      .role("statusBarTime")
      ViewNode.spacer()
      icons(color: color, in: environment)
    }
    .padding(leading: sideInset, trailing: sideInset)
    .frame(maxWidth: .infinity)
    .frame(height: environment.safeArea.top)
    .role("statusBar")
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }

  /// Cellular signal (four bars) and a charged battery.
  private static func icons(color: Paint, in environment: Environment) -> ViewNode {
    let faint = Paint(token: color.token, color: color.color.withOpacity(0.35))
    return ViewNode.hStack(spacing: 6, alignment: .center) {
      ViewNode.hStack(spacing: 1.5, alignment: .bottom) {
        for height in [4.0, 6, 8, 10.5] {
          ViewNode.rectangle(fill: color, cornerRadius: 1).frame(width: 3, height: Length(height))
        }
      }
      .frame(height: 10.5, alignment: .bottom)
      .role("statusBarSignal")
      ViewNode.hStack(spacing: 1) {
        ViewNode.zStack {
          ViewNode.rectangle(stroke: faint, strokeWidth: 1, cornerRadius: 3.5)
          ViewNode.rectangle(fill: color, cornerRadius: 2).padding(2)
        }
        .frame(width: 25, height: 12)
        ViewNode.rectangle(fill: faint, cornerRadius: 1).frame(width: 1.5, height: 4)
      }
      .role("statusBarBattery")
    }
  }
}
