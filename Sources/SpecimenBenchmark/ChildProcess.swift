import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a program in a child process, measured on its own: wall time from spawn to exit,
/// and the child's CPU time and peak memory as `wait4` reports them for that child alone.
struct ChildProcess {
  /// The exit status (or 128 + the signal that ended it).
  var status: Int32
  /// Seconds from spawn to exit.
  var wall: Double
  /// Seconds of CPU in user mode.
  var user: Double
  /// Seconds of CPU in the kernel.
  var system: Double
  /// The child's peak resident memory, in bytes.
  var peakMemory: Int
  /// What the child wrote to its standard output (its standard error is the parent's).
  var output: String

  /// User and system CPU seconds.
  var cpu: Double { user + system }

  /// Runs `executable` with `arguments` (without the program name) and waits for it.
  static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
    var pipe: [Int32] = [0, 0]
    guard pipe.withUnsafeMutableBufferPointer({ Foundation.pipe($0.baseAddress!) }) == 0 else {
      throw BenchmarkError("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let clock = ContinuousClock()
    let started = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(pipe[1])
    guard spawned == 0 else {
      close(pipe[0])
      throw BenchmarkError("cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    let output = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true).readDataToEndOfFile()
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else {
        throw BenchmarkError("cannot wait for \(executable): \(String(cString: strerror(errno)))")
      }
    }
    let wall = GenerateCommand.seconds(clock.now - started)
    #if canImport(Glibc)
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
      let peak = Int(usage.ru_maxrss)  // bytes on macOS
    #endif
    let low = status & 0x7F
    return ChildProcess(
      status: low == 0 ? (status >> 8) & 0xFF : 128 + low, wall: wall,
      user: seconds(usage.ru_utime), system: seconds(usage.ru_stime), peakMemory: peak,
      output: String(decoding: output, as: UTF8.self))
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
