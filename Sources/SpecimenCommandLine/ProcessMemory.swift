#if canImport(Glibc)
  import Glibc
#endif

/// How the process's memory allocator is set up for a build, once, before any thread starts.
///
/// glibc's `malloc` gives each thread that contends for memory an arena of its own (up to eight
/// per core) and keeps what a thread frees in that thread's arena; a build frees each group of
/// components' drawings and pages on whichever thread made them, so every arena grows to its
/// own high-water mark, and blocks above the mapping threshold (which glibc raises to the
/// largest block freed so far) return to the arenas instead of the system. At 10,000 variants
/// the resident peak was 90 to 125 MB above the live heap's (`docs/performance.md`). Elsewhere
/// (macOS's allocator, musl) this does nothing.
///
/// ```swift
/// ProcessMemory.configure(environment: ProcessInfo.processInfo.environment)  // first in main
/// ```
package enum ProcessMemory {
  /// The arenas the build's threads share: two (one held 212 MB at 10,000 variants, two
  /// 214 MB, glibc's default 270 MB), so two threads seldom wait for each other's lock.
  static let arenas: Int32 = 2
  /// Blocks of this size and more are mapped on their own and returned to the system when
  /// freed (glibc's default is 128 KiB, raised as blocks are freed, up to 32 MiB).
  static let mappingThreshold: Int32 = 256 << 10

  /// Sets the allocator up, unless the environment already says how (`GLIBC_TUNABLES`,
  /// `MALLOC_ARENA_MAX`, `MALLOC_MMAP_THRESHOLD_`): a user's own setting wins.
  package static func configure(environment: [String: String]) {
    #if canImport(Glibc)
      let own = ["GLIBC_TUNABLES", "MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]
      guard !own.contains(where: { environment[$0] != nil }),
        let symbol = dlsym(nil, "mallopt")
      else { return }
      // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out: found by name.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let arenaMaximum: Int32 = -8  // M_ARENA_MAX
      let mappingThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      _ = mallopt(arenaMaximum, arenas)
      _ = mallopt(mappingThreshold, Self.mappingThreshold)
    #endif
  }
}
