import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process started with `posix_spawn` and reaped with `wait4`, so its own peak memory (not
/// the largest of every child the test process ever had) and wall time are known. It runs
/// through `/bin/sh`, in `directory`, after `shell` (e.g. `ulimit -f 8`); standard output and
/// error go to files, so nothing blocks on a full pipe; SIGXFSZ and SIGPIPE start at their
/// default action whatever the test process does with them.
///
/// Linux counts in a process's peak memory (`ru_maxrss`) the memory of the process that
/// spawned it, up to its `exec`: a child of a test process that holds 150 MB peaks at 150 MB
/// or more, whatever it does. ``Result/peakMemoryOfItsOwn`` takes that away: the peak beyond
/// that of `/bin/true` spawned the same way just before.
final class MeasuredRun {
  /// How the process ended and what it used.
  struct Result {
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
    /// Whether it was killed for running past its time.
    var timedOut: Bool
    var output: String
    var errors: String
    var seconds: TimeInterval
    /// The peak resident memory, in bytes, as `wait4` reports it (see ``MeasuredRun``).
    var peakMemory: Int
    /// The peak resident memory of `/bin/true` spawned the same way: what any child of the
    /// test process peaks at.
    var inheritedPeakMemory = 0

    /// The memory the process used beyond what it inherited, in bytes: an upper bound on its
    /// own peak beyond that of `/bin/true`.
    var peakMemoryOfItsOwn: Int { max(0, peakMemory - inheritedPeakMemory) }

    /// `1.23 s, 45 MB` (its own memory), for messages.
    var cost: String {
      String(format: "%.2f s, %d MB", seconds, peakMemoryOfItsOwn / 1_000_000)
    }
  }

  let pid: pid_t
  private let started = Date()
  private let folder: URL

  /// Starts `executable` with `arguments` in `directory`, `environment` added to this process's.
  init(
    _ executable: URL, _ arguments: [String], in directory: URL, shell: String = "",
    environment: [String: String] = [:]
  ) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, folder.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
      &actions, 2, folder.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGXFSZ)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let script = (shell.isEmpty ? "" : shell + "; ") + "cd \"$0\" && exec \"$@\""
    let argv = ["/bin/sh", "-c", script, directory.path, executable.path] + arguments
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    let envp = merged.map { "\($0.key)=\($0.value)" }
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = envp.map { strdup($0) } + [nil]
    defer { for pointer in cArguments + cEnvironment { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, cEnvironment)
    guard result == 0 else {
      throw NSError(domain: NSPOSIXErrorDomain, code: Int(result))
    }
    self.pid = pid
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// What the process has written to standard error so far.
  var errorsSoFar: String {
    (try? String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)) ?? ""
  }

  /// Waits for the process, killing it after `timeout` seconds.
  func finish(timeout: TimeInterval = 60) -> Result {
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let reaped = wait4(pid, &status, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0, errno != EINTR { break }
      if !timedOut, Date().timeIntervalSince(started) > timeout {
        timedOut = true
        kill(pid, SIGKILL)
      }
      usleep(2_000)
    }
    let seconds = Date().timeIntervalSince(started)
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, timedOut: timedOut,
      output: (try? String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8))
        ?? "",
      errors: errorsSoFar, seconds: seconds, peakMemory: Int(usage.ru_maxrss) * 1024)
  }

  /// Runs `executable` to its end (see ``init(_:_:in:shell:environment:)``).
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL, shell: String = "",
    environment: [String: String] = [:], timeout: TimeInterval = 60
  ) throws -> Result {
    let inherited = try MeasuredRun(URL(fileURLWithPath: "/bin/true"), [], in: directory)
      .finish(timeout: timeout).peakMemory
    var result = try MeasuredRun(
      executable, arguments, in: directory, shell: shell, environment: environment
    ).finish(timeout: timeout)
    result.inheritedPeakMemory = inherited
    return result
  }
}
