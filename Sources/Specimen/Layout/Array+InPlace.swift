extension Array {
  /// Calls `body` with each element in order, read in place. A `for` loop or a subscript
  /// copies each element it hands on (a retain of each reference the element holds, a release
  /// after), which a walk over a tree of values pays at every node.
  ///
  /// ```swift
  /// node.children.forEachInPlace { child in visit(child) }
  /// ```
  @inline(__always)
  func forEachInPlace(_ body: (Element) -> Void) {
    withUnsafeBufferPointer { elements in
      for index in elements.indices { body(elements[index]) }
    }
  }
}
