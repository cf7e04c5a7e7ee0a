import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An executable run as a child process (`posix_spawn`, reaped with `wait4`), with a deadline:
/// its exit status, what it printed, how long it took and its peak memory (its own maximum
/// resident set, not the test process's). A run past the deadline is killed and says so, so a
/// command that would hang fails its test instead of hanging the suite.
struct MeasuredProcess {
  /// The exit status, or -1 when it was killed or died of a signal.
  var status: Int32
  /// What it printed on standard output.
  var output: String
  /// What it printed on standard error.
  var errors: String
  /// Wall-clock seconds from the spawn to the exit.
  var seconds: Double
  /// Its peak resident memory beyond what any child of this test process starts with, in
  /// bytes: Linux counts in a spawned child's peak (`ru_maxrss`) the memory of the process that
  /// spawned it (their memory is shared until the `exec`), so the peak of `/bin/true`, spawned
  /// the same way just before, is taken off. A large read still shows in full.
  var peakBytes: Int
  /// Whether it was killed at the deadline.
  var timedOut: Bool

  /// Runs `executable` with `arguments` in `directory` (through `/bin/sh -c 'cd … && exec …'`,
  /// the same process once running), its output captured in files inside `scratch`, killed
  /// after `timeout` seconds.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL, scratch: URL,
    timeout: Double = 60
  ) throws -> MeasuredProcess {
    let inherited = try spawned(
      URL(fileURLWithPath: "/bin/true"), [], in: directory, scratch: scratch, timeout: timeout
    ).peakBytes
    var result = try spawned(
      executable, arguments, in: directory, scratch: scratch, timeout: timeout)
    result.peakBytes = max(0, result.peakBytes - inherited)
    return result
  }

  /// One run, its peak memory as the kernel counts it.
  private static func spawned(
    _ executable: URL, _ arguments: [String], in directory: URL, scratch: URL,
    timeout: Double
  ) throws -> MeasuredProcess {
    let outputPath = scratch.appendingPathComponent("stdout-\(UUID().uuidString)").path
    let errorsPath = scratch.appendingPathComponent("stderr-\(UUID().uuidString)").path
    defer {
      unlink(outputPath)
      unlink(errorsPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv =
      ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, executable.path] + arguments
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    let started = Date()
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, cArguments, environ)
    guard spawned == 0 else {
      throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned))
    }
    var waitStatus: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
      let reaped = wait4(pid, &waitStatus, WNOHANG, &usage)
      if reaped == pid { break }
      if reaped < 0, errno != EINTR {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
      }
      if Date().timeIntervalSince(started) > timeout {
        timedOut = true
        kill(pid, SIGKILL)
        _ = wait4(pid, &waitStatus, 0, &usage)
        break
      }
      usleep(5_000)
    }
    let seconds = Date().timeIntervalSince(started)
    let exited = waitStatus & 0x7F == 0
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return MeasuredProcess(
      status: exited && !timedOut ? (waitStatus >> 8) & 0xFF : -1,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "",
      seconds: seconds, peakBytes: peak, timedOut: timedOut)
  }

  /// `1.23 s, 45 MB`.
  var cost: String {
    String(format: "%.2f s, %d MB", seconds, peakBytes / 1_000_000)
  }
}
