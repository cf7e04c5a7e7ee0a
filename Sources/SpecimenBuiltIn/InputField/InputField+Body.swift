import SpecimenCore

extension InputField {
  /// The form at the top of a plain screen (no dim layer, no card), pinned to the safe-area
  /// layout guide: 16 pt inside it, full width at compact width, at most 480 pt and centred at
  /// regular width.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background) {
      form(in: environment)
        .frame(maxWidth: formWidth(in: environment))
        .padding(environment.spacing(design.screenInset))
        .insideSafeArea(of: environment, alignment: .top)
    }
  }

  /// The most the form may be wide: the size class decides, never the device.
  func formWidth(in environment: Environment) -> Double {
    switch environment.horizontalSizeClass {
    case .compact: .infinity
    case .regular: design.readableWidth
    }
  }

  /// The border's colour and width in the current state.
  var border: (color: ColorToken, width: Double) {
    switch viewModel.state {
    case .empty, .filled: (design.borderColor, design.borderWidth)
    case .focused: (design.focusedColor, design.emphasizedBorderWidth)
    case .error: (design.errorColor, design.emphasizedBorderWidth)
    }
  }

  private func form(in environment: Environment) -> ViewNode {
    .vStack(spacing: 0, alignment: .leading) {
      ViewNode.text(
        viewModel.label, style: environment.style(design.labelStyle),
        color: environment.color(design.labelColor),
        alignment: .leading, lineLimit: 1
      )
      .role("label")
      field(in: environment)
        .padding(top: design.labelSpacing)
      if let message = viewModel.state.errorMessage {
        ViewNode.text(
          message, style: environment.style(design.errorStyle),
          color: environment.color(design.errorColor),
          alignment: .leading
        )
        .role("errorMessage")
        .padding(top: design.errorSpacing)
      }
    }
    .role("form")
  }

  private func field(in environment: Environment) -> ViewNode {
    let border = self.border
    return content(in: environment)
      .padding(leading: design.textInset, trailing: design.textInset)
      .frame(
        maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center)
      )
      .frame(height: design.fieldHeight)
      .background(
        ViewNode.rectangle(
          fill: environment.color(design.backgroundColor), stroke: environment.color(border.color),
          strokeWidth: border.width, cornerRadius: environment.radius(design.cornerRadius)
        )
        .role("fieldBorder")
      )
      // UITextField: VoiceOver reads its text, else its placeholder, and says “text field”.
      .tappable(
        viewModel.state.text.isEmpty ? viewModel.placeholder : viewModel.state.text,
        trait: .textField, action: "Edit: the keyboard opens"
      )
      .role("field")
  }

  private func content(in environment: Environment) -> ViewNode {
    let text = viewModel.state.text
    let shown =
      text.isEmpty
      ? line(viewModel.placeholder, design.placeholderColor, in: environment).role("placeholder")
      : line(text, design.textColor, in: environment).role("text")
    guard case .focused = viewModel.state else { return shown }
    let caret = ViewNode.rectangle(fill: environment.color(design.focusedColor))
      .role("caret")
      .frame(width: Length(design.caretSize.width), height: Length(design.caretSize.height))
    if text.isEmpty {
      return .zStack(alignment: Alignment(horizontal: .leading, vertical: .center)) {
        shown
        caret
      }
    }
    return .hStack(spacing: 1) {
      shown
      caret
    }
  }

  private func line(_ string: String, _ color: ColorToken, in environment: Environment)
    -> ViewNode
  {
    .text(
      string, style: environment.style(design.textStyle), color: environment.color(color),
      alignment: .leading,
      lineLimit: 1)
  }
}
