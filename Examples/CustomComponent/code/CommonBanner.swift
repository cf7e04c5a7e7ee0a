// The team's banner as its app declares it: the API the Banner page's usage code is written in
// (Banner.appAPI). tools/check-usage.sh compiles the example site's snippets with it:
//   bash tools/check-usage.sh SITE Examples/CustomComponent/code/CommonBanner.swift
import UIKit

final class CommonBanner: UIView {
  enum Tone {
    case info, success, warning
  }

  final class Builder {
    private var screenTitle = ""
    private var tone = Tone.info
    private var title = ""
    private var message = ""
    private var actionTitle = ""
    private var onAction: (CommonBanner) -> Void = { _ in }
    private var titleFont = UIFont.preferredFont(forTextStyle: .headline)

    func setScreenTitle(_ title: String) -> Self {
      screenTitle = title
      return self
    }
    func setTone(_ tone: Tone) -> Self {
      self.tone = tone
      return self
    }
    func setTitle(_ title: String) -> Self {
      self.title = title
      return self
    }
    func setMessage(_ message: String) -> Self {
      self.message = message
      return self
    }
    func setAction(_ title: String, _ action: @escaping (CommonBanner) -> Void = { _ in }) -> Self {
      actionTitle = title
      onAction = action
      return self
    }
    func setTitleFont(_ font: UIFont) -> Self {
      titleFont = font
      return self
    }
    func build() -> CommonBanner { CommonBanner() }
  }
}
