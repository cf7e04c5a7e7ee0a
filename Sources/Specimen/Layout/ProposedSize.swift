/// The size a parent offers a child; nil on an axis asks for the child's ideal length.
struct ProposedSize: Hashable, Sendable {
  var width: Double?
  var height: Double?

  init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  func length(along axis: Axis) -> Double? {
    axis == .vertical ? height : width
  }

  static func along(_ axis: Axis, main: Double?, cross: Double?) -> ProposedSize {
    axis == .vertical
      ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
  }
}

extension Size {
  func length(along axis: Axis) -> Double { axis == .vertical ? height : width }

  static func along(_ axis: Axis, main: Double, cross: Double) -> Size {
    axis == .vertical
      ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }
}

extension Axis {
  var cross: Axis { self == .vertical ? .horizontal : .vertical }
}
