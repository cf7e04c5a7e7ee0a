// The app's component API, as the app compiles against it: tools/check-usage.sh builds every
// usage snippet of a generated site in the same module as this file, so a snippet that would
// not compile in the app does not compile here.
//
// Part 1 is seed 000's code (CommonModal, CommonBottomModal, CommoBottomModalAction,
// CommonToast, CommonLoadingView, CommonRetryView) with the seed's exact signatures, spelling
// mistakes included (setNagativeButton, messageColor(_:), cancelBackgroundColor(_:),
// CommoBottomModalAction); only what needs RxSwift, SnapKit, Then, Kingfisher, PanModal or Lottie
// (layout, taps, animation) is left out of the bodies. Part 2 is the API Specimen defines, in
// the seed's conventions, for the components the seed gives no code for (each component's
// `appAPI` table in Sources/SpecimenBuiltIn documents it).
import UIKit

// MARK: - The seed's base class (not in the post)

/// The app's base view controller: CommonRetryView calls `retry()` on the top one.
class BaseViewController: UIViewController {
  func retry() {}
}

/// The view controller on top (the seed reads it from the scene delegate's window).
var topMostViewController: UIViewController? { nil }

// MARK: - Part 1: seed 000

class CommonModal: BaseViewController {
  var nagativeDelegate: (CommonModal) -> Void = { _ in }
  var positiveDelegate: (CommonModal) -> Void = { _ in }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show() {
    if topMostViewController !== self {
      topMostViewController?.present(self, animated: true)
    }
  }

  private func configure(
    title: String,
    message: String,
    image: UIImage?,
    imageUrl: String?,
    imgWidth: Int,
    imgHeight: Int,
    nagativeButtonStr: String,
    nagativeButtonDelegate: @escaping (CommonModal) -> Void,
    positiveButtonStr: String,
    positiveButtonDelegate: @escaping (CommonModal) -> Void,
    titleColor: UIColor,
    messageColor: UIColor,
    nagativeButtonColor: UIColor,
    positiveButtonColor: UIColor,
    modalBackgroundColor: UIColor,
    lineColor: UIColor
  ) {
    self.nagativeDelegate = nagativeButtonDelegate
    self.positiveDelegate = positiveButtonDelegate
  }

  class Builder {
    private var title: String = ""
    private var message: String = ""
    private var image: UIImage? = nil
    private var imageUrl: String? = nil
    private var imgWidt: Int = 0
    private var imghight: Int = 0
    private var nagativeButtonStr: String = ""
    private var nagativeButtonDelegate: (CommonModal) -> Void = { _ in }
    private var positiveButtonStr: String = ""
    private var positiveButtonDelegate: (CommonModal) -> Void = { _ in }

    private var titleColor: UIColor = .black
    private var messageColor: UIColor = .black
    private var nagativeButtonColor: UIColor = .blue
    private var positiveButtonColor: UIColor = .red
    private var modalBackgroindColor: UIColor = .white
    private var lineColor: UIColor = .gray

    func setTitle(_ title: String) -> Self {
      self.title = title
      return self
    }

    func setMessage(_ message: String) -> Self {
      self.message = message
      return self
    }

    func setImage(_ image: UIImage?, width: Int, height: Int) -> Self {
      self.image = image
      self.imgWidt = width
      self.imghight = height
      return self
    }

    func setImageUrl(_ url: String?, width: Int, height: Int) -> Self {
      self.imageUrl = url
      self.imgWidt = width
      self.imghight = height
      return self
    }

    func setNagativeButton(
      _ label: String,
      _ delegate: @escaping (CommonModal) -> Void
    ) -> Self {
      self.nagativeButtonStr = label
      self.nagativeButtonDelegate = delegate
      return self
    }

    func setPositiveButton(
      _ label: String,
      _ delegate: @escaping (CommonModal) -> Void
    ) -> Self {
      self.positiveButtonStr = label
      self.positiveButtonDelegate = delegate
      return self
    }

    func setTitleColor(_ color: UIColor) -> Self {
      self.titleColor = color
      return self
    }

    func messageColor(_ color: UIColor) -> Self {
      self.messageColor = color
      return self
    }

    func setNagativeButtonColor(_ color: UIColor) -> Self {
      self.nagativeButtonColor = color
      return self
    }

    func setPositiveButtonColor(_ color: UIColor) -> Self {
      self.positiveButtonColor = color
      return self
    }

    func setModalBackgroundColor(_ color: UIColor) -> Self {
      self.modalBackgroindColor = color
      return self
    }

    func setLineColor(_ color: UIColor) -> Self {
      self.lineColor = color
      return self
    }

    func build() -> CommonModal {
      let modal = CommonModal()
      modal.configure(
        title: title,
        message: message,
        image: image,
        imageUrl: imageUrl,
        imgWidth: imgWidt,
        imgHeight: imghight,
        nagativeButtonStr: nagativeButtonStr,
        nagativeButtonDelegate: nagativeButtonDelegate,
        positiveButtonStr: positiveButtonStr,
        positiveButtonDelegate: positiveButtonDelegate,
        titleColor: titleColor,
        messageColor: messageColor,
        nagativeButtonColor: nagativeButtonColor,
        positiveButtonColor: positiveButtonColor,
        modalBackgroundColor: modalBackgroindColor,
        lineColor: lineColor
      )
      return modal
    }
  }
}

struct CommoBottomModalAction {
  let title: String
  let titleColor: UIColor
  let action: (CommonBottomModal) -> Void
}

class CommonBottomModal: BaseViewController {
  var actions: [CommoBottomModalAction] = []

  func show() {
    if topMostViewController !== self {
      topMostViewController?.present(self, animated: true)  // the seed: presentPanModal(self)
    }
  }

  private func configure(
    _ actions: [CommoBottomModalAction],
    _ actionBackgroundColor: UIColor,
    _ cancelMessage: String,
    _ cancelBackgroundColor: UIColor
  ) {
    self.actions = actions
  }

  class Builder {
    private var actions: [CommoBottomModalAction] = []
    private var actionBackground: UIColor = .white
    private var cancelMessage: String = "취소"
    private var cancelBackgroundColor: UIColor = .gray

    func setActions(_ actions: [CommoBottomModalAction]) -> Self {
      self.actions = actions
      return self
    }

    func setActionBackgroundColor(_ color: UIColor) -> Self {
      self.actionBackground = color
      return self
    }

    func setCancelMessage(_ message: String) -> Self {
      self.cancelMessage = message
      return self
    }

    func cancelBackgroundColor(_ color: UIColor) -> Self {
      self.cancelBackgroundColor = color
      return self
    }

    func build() -> CommonBottomModal {
      let modal = CommonBottomModal()
      modal.configure(
        actions,
        actionBackground,
        cancelMessage,
        cancelBackgroundColor
      )
      return modal
    }
  }
}

class CommonToast: UIView {
  private var onClickDelegate: (CommonToast) -> Void = { _ in }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show() {
    topMostViewController?.view.addSubview(self)  // the seed: view.showToast(self, duration: 1, …)
  }

  private func configure(
    message: String,
    messageColor: UIColor,
    backgroundColor: UIColor,
    onClickDelegate: @escaping (CommonToast) -> Void
  ) {
    self.backgroundColor = backgroundColor
    self.onClickDelegate = onClickDelegate
  }

  class Builder {
    private var message: String = ""
    private var messageColor: UIColor = .black
    private var backgroundColor: UIColor = .cyan
    private var heightSize: CGFloat = 56
    private(set) var onClickDelegate: (CommonToast) -> Void = { _ in }

    func setMessage(_ message: String) -> Self {
      self.message = message
      return self
    }

    func setMessageColor(_ color: UIColor) -> Self {
      self.messageColor = color
      return self
    }

    func setBackgroundColor(_ color: UIColor) -> Self {
      self.backgroundColor = color
      return self
    }

    func setHeightSize(_ height: CGFloat) -> Self {
      self.heightSize = height
      return self
    }

    func setOnClickDelegate(_ delegate: @escaping (CommonToast) -> Void) -> Self {
      self.onClickDelegate = delegate
      return self
    }

    func build() -> CommonToast {
      let width = topMostViewController?.view.frame.width ?? 0
      let toast = CommonToast(frame: .init(x: 0, y: 0, width: width, height: heightSize))
      toast.configure(
        message: message,
        messageColor: messageColor,
        backgroundColor: backgroundColor,
        onClickDelegate: onClickDelegate
      )
      return toast
    }
  }
}

/// Lottie's animation view in the seed; a plain view here.
class CommonLoadingView {
  var loadingView: UIView? = UIView()
  var timer: Timer? = nil
  var timeRemaining = 0.8

  convenience init() {
    self.init(superView: topMostViewController?.view)
  }

  init(superView: UIView?) {
    if let loadingView { superView?.addSubview(loadingView) }
  }

  func show() {
    loadingView?.isHidden = true
  }

  func dismiss() {
    loadingView?.removeFromSuperview()
    loadingView = nil
  }
}

class CommonRetryView: UIView {
  static let EXIST = 1

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show() {
    let alreadyAdded =
      topMostViewController?.view.subviews.contains(where: { $0.tag == CommonRetryView.EXIST })
      ?? false
    guard !alreadyAdded else { return }
    topMostViewController?.view.addSubview(self)
  }

  private func configure(
    _ title: String,
    _ buttonText: String
  ) {
    self.tag = CommonRetryView.EXIST
  }

  class Builder {
    private var title: String = ""
    private var retryStr: String = ""

    func setTitle(_ title: String) -> Self {
      self.title = title
      return self
    }

    func setRetryStr(_ retryStr: String) -> Self {
      self.retryStr = retryStr
      return self
    }

    func build() -> CommonRetryView {
      let view = CommonRetryView()
      view.configure(
        title,
        retryStr
      )
      return view
    }
  }
}

// MARK: - Part 2: defined by Specimen in seed 000's conventions

/// A card of a container collection: an image, a title and a subtitle
/// (Sources/SpecimenBuiltIn/SampleCard/SampleCard+AppAPI.swift).
class CommonSampleCard: UIView {
  private var onClickDelegate: (CommonSampleCard) -> Void = { _ in }

  class Builder {
    private var image: UIImage? = nil
    private var title: String = ""
    private var subtitle: String = ""
    private var titleColor: UIColor = .label
    private var subtitleColor: UIColor = .secondaryLabel
    private var titleFont: UIFont = .preferredFont(forTextStyle: .headline)
    private var subtitleFont: UIFont = .preferredFont(forTextStyle: .footnote)
    private var onClickDelegate: (CommonSampleCard) -> Void = { _ in }

    func setImage(_ image: UIImage?) -> Self {
      self.image = image
      return self
    }

    func setTitle(_ title: String) -> Self {
      self.title = title
      return self
    }

    func setSubtitle(_ subtitle: String) -> Self {
      self.subtitle = subtitle
      return self
    }

    func setTitleColor(_ color: UIColor) -> Self {
      self.titleColor = color
      return self
    }

    func setSubtitleColor(_ color: UIColor) -> Self {
      self.subtitleColor = color
      return self
    }

    func setTitleFont(_ font: UIFont) -> Self {
      self.titleFont = font
      return self
    }

    func setSubtitleFont(_ font: UIFont) -> Self {
      self.subtitleFont = font
      return self
    }

    func setOnClickDelegate(_ delegate: @escaping (CommonSampleCard) -> Void) -> Self {
      self.onClickDelegate = delegate
      return self
    }

    func build() -> CommonSampleCard {
      let card = CommonSampleCard()
      card.onClickDelegate = onClickDelegate
      return card
    }
  }
}

/// A screen of cells: `items` in a list (compact width) or a grid (regular width)
/// (Sources/SpecimenBuiltIn/ContainerCell/ContainerCollection+AppAPI.swift).
class CommonContainerCollection: BaseViewController {
  private var onSelectDelegate: (Int) -> Void = { _ in }

  class Builder {
    private var title: String = ""
    private var items: [UIView] = []
    private var insets: NSDirectionalEdgeInsets = .init(
      top: 16, leading: 16, bottom: 16, trailing: 16)
    private var insetsFromSafeArea: Bool = false
    private var spacing: CGFloat = 6
    private var cellBackgroundColor: UIColor = .tertiarySystemBackground
    private var onSelectDelegate: (Int) -> Void = { _ in }

    func setTitle(_ title: String) -> Self {
      self.title = title
      return self
    }

    func setItems(_ items: [UIView]) -> Self {
      self.items = items
      return self
    }

    func addItem(_ item: UIView) -> Self {
      self.items.append(item)
      return self
    }

    func setInsets(_ insets: NSDirectionalEdgeInsets) -> Self {
      self.insets = insets
      return self
    }

    func setInsetsFromSafeArea(_ fromSafeArea: Bool) -> Self {
      self.insetsFromSafeArea = fromSafeArea
      return self
    }

    func setSpacing(_ spacing: CGFloat) -> Self {
      self.spacing = spacing
      return self
    }

    func setCellBackgroundColor(_ color: UIColor) -> Self {
      self.cellBackgroundColor = color
      return self
    }

    func setOnSelectDelegate(_ delegate: @escaping (Int) -> Void) -> Self {
      self.onSelectDelegate = delegate
      return self
    }

    func build() -> CommonContainerCollection {
      let collection = CommonContainerCollection()
      collection.title = title
      collection.onSelectDelegate = onSelectDelegate
      return collection
    }
  }
}

/// A screen that is loading, loaded or failed, as seed 004's `ViewState`
/// (Sources/SpecimenBuiltIn/ScreenStates/StatefulScreen+AppAPI.swift).
class CommonStatefulScreen: BaseViewController {
  enum State {
    case loading
    case loaded([UIView])
    case error(message: String)
  }

  private var onRetryDelegate: (CommonStatefulScreen) -> Void = { _ in }
  private var onSelectDelegate: (Int) -> Void = { _ in }

  override func retry() {
    onRetryDelegate(self)
  }

  class Builder {
    private var title: String = ""
    private var state: State = .loading
    private var loadingMessage: String = ""
    private var retryStr: String = "다시 시도"
    private var onRetryDelegate: (CommonStatefulScreen) -> Void = { _ in }
    private var onSelectDelegate: (Int) -> Void = { _ in }

    func setTitle(_ title: String) -> Self {
      self.title = title
      return self
    }

    func setState(_ state: State) -> Self {
      self.state = state
      return self
    }

    func setLoadingMessage(_ message: String) -> Self {
      self.loadingMessage = message
      return self
    }

    func setRetryStr(_ retryStr: String) -> Self {
      self.retryStr = retryStr
      return self
    }

    func setOnRetryDelegate(_ delegate: @escaping (CommonStatefulScreen) -> Void) -> Self {
      self.onRetryDelegate = delegate
      return self
    }

    func setOnSelectDelegate(_ delegate: @escaping (Int) -> Void) -> Self {
      self.onSelectDelegate = delegate
      return self
    }

    func build() -> CommonStatefulScreen {
      let screen = CommonStatefulScreen()
      screen.title = title
      screen.onRetryDelegate = onRetryDelegate
      screen.onSelectDelegate = onSelectDelegate
      return screen
    }
  }
}

/// A labelled text field in one of four states
/// (Sources/SpecimenBuiltIn/InputField/InputField+AppAPI.swift).
class CommonInputField: UIView {
  enum State {
    case empty
    case focused(text: String)
    case filled(text: String)
    case error(message: String)
  }

  private var onSubmitDelegate: (CommonInputField) -> Void = { _ in }

  class Builder {
    private var label: String = ""
    private var placeholder: String = ""
    private var state: State = .empty
    private var focusedColor: UIColor = .systemBlue
    private var errorColor: UIColor = .systemRed
    private var labelFont: UIFont = .preferredFont(forTextStyle: .footnote)
    private var textFont: UIFont = .preferredFont(forTextStyle: .body)
    private var errorFont: UIFont = .preferredFont(forTextStyle: .footnote)
    private var onSubmitDelegate: (CommonInputField) -> Void = { _ in }

    func setLabel(_ label: String) -> Self {
      self.label = label
      return self
    }

    func setPlaceholder(_ placeholder: String) -> Self {
      self.placeholder = placeholder
      return self
    }

    func setState(_ state: State) -> Self {
      self.state = state
      return self
    }

    func setFocusedColor(_ color: UIColor) -> Self {
      self.focusedColor = color
      return self
    }

    func setErrorColor(_ color: UIColor) -> Self {
      self.errorColor = color
      return self
    }

    func setLabelFont(_ font: UIFont) -> Self {
      self.labelFont = font
      return self
    }

    func setTextFont(_ font: UIFont) -> Self {
      self.textFont = font
      return self
    }

    func setErrorFont(_ font: UIFont) -> Self {
      self.errorFont = font
      return self
    }

    func setOnSubmitDelegate(_ delegate: @escaping (CommonInputField) -> Void) -> Self {
      self.onSubmitDelegate = delegate
      return self
    }

    func build() -> CommonInputField {
      let field = CommonInputField()
      field.onSubmitDelegate = onSubmitDelegate
      return field
    }
  }
}
