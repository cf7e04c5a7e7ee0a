#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exchanges two directory entries in one atomic step, so a reader sees the old folder or the
/// new one and never neither.
enum DirectorySwap {
  /// Swaps the entries at `first` and `second` (both must exist); false when the file system or
  /// platform cannot, in which case nothing changed.
  static func exchange(_ first: String, _ second: String) -> Bool {
    #if canImport(Glibc)
      // renameat2(2) with RENAME_EXCHANGE (Linux 3.15+); looked up at run time because Glibc's
      // Swift module does not export it.
      typealias RenameAt2 =
        @convention(c) (
          Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
        ) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        return false
      }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      let renameExchange: UInt32 = 2
      return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    #elseif canImport(Darwin)
      return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
    #else
      return false
    #endif
  }
}
