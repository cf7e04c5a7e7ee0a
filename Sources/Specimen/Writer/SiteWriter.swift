import Foundation

/// Writes a ``Site`` to a folder all at once: the new site is staged beside the folder and swapped
/// in with one atomic exchange, so a failure, or a run killed at any moment, leaves the previous
/// output complete. The write is incremental: a file whose bytes are already in the output at the
/// same path is kept (hard-linked into the staged site, so it keeps its modification time and a
/// deploy or sync sees it unchanged), only new and changed files are written, and files the site
/// no longer has disappear with the previous output. Runs writing the same folder take turns (a
/// lock file beside it), so a reader never finds a partial site. The only stage that writes.
///
/// It replaces only what Specimen wrote: a folder that is new, empty, or holds nothing but
/// placeholders (``placeholderNames``), or that holds Specimen's `manifest.json`. Hidden files
/// count: a folder of dotfiles only is not empty. Whatever it holds, it never replaces the root
/// folder, a home folder, a mount point, or the working folder or a folder that holds it. The
/// folder keeps its own mode and owner from run to run.
///
/// ```swift
/// let templates = URL(fileURLWithPath: "Templates")
/// let summary = try SiteWriter().write(
///   site, to: URL(fileURLWithPath: "Output"), protecting: [templates])
/// print("\(summary.written) written, \(summary.unchanged) unchanged")
/// ```
package struct SiteWriter: Sendable {
  /// The files a folder may hold and still count as empty: placeholders that keep an empty
  /// folder in git, and the Finder's folder settings. They are kept in the new site.
  package static let placeholderNames: Set<String> = [".gitkeep", ".keep", ".DS_Store"]

  /// How long a run waits, in seconds, while another run writes the same folder, before it
  /// gives up with an error.
  package var lockTimeout: TimeInterval

  /// The working folder of the run besides the process's own (a command resolving paths
  /// against another folder passes it): the output may neither be nor hold it.
  package var workingDirectory: URL?

  /// Creates a writer that waits up to `lockTimeout` seconds for another run writing the same
  /// folder, and refuses an output that is or holds `workingDirectory` (and the process's
  /// working folder).
  package init(lockTimeout: TimeInterval = 120, workingDirectory: URL? = nil) {
    self.lockTimeout = lockTimeout
    self.workingDirectory = workingDirectory
  }

  /// Checks, writing nothing, that a site can be written to `directory`: the path can be a
  /// folder, the folder is empty or Specimen's, it is no home folder, mount point or working
  /// folder, and it neither is, holds, nor lies inside any of `inputs` (the files and folders
  /// the run reads: templates, config file, fonts). Call it before building a site to fail
  /// early; ``write(_:to:protecting:whileWaiting:)`` checks the same.
  package func check(_ directory: URL, protecting inputs: [URL] = []) throws(WriteError) {
    let target = try OutputTarget(directory)
    try target.refuseUnsafe(workingDirectories: workingDirectories)
    try target.refuseOverlap(with: inputs)
    _ = try Self.contents(of: target)
  }

  /// The process's working folder and ``workingDirectory``.
  private var workingDirectories: [String] {
    [FileManager.default.currentDirectoryPath] + (workingDirectory.map { [$0.path] } ?? [])
  }

  /// Replaces the contents of `directory` with `site`, writing only the files whose bytes
  /// changed: a file already there with the same bytes at the same path is kept as it is (same
  /// file, same modification time), and files the site no longer has are removed. Hidden files
  /// already there (such as a `.gitkeep`) are kept, unless the site has its own; the folder
  /// keeps its mode and owner. Refuses a non-empty folder Specimen did not write (hidden files
  /// count, placeholders do not), a home folder, a mount point, the working folder or one that
  /// holds it, and a folder that is, holds or lies inside one of `inputs`. A symbolic link is
  /// followed: the folder it points to is replaced and the link stays. Waits while another run
  /// writes the same folder, calling `whileWaiting` once with a line saying so. Returns how many
  /// files were written, unchanged and removed.
  ///
  /// Messages name paths as given: pass `URL(fileURLWithPath: "site", relativeTo: cwd)` and they
  /// say `site`.
  @discardableResult
  package func write(
    _ site: Site, to directory: URL, protecting inputs: [URL] = [],
    whileWaiting: (_ notice: String) -> Void = { _ in }
  ) throws(WriteError) -> WriteSummary {
    for file in site.files { try Self.checkSitePath(file.path) }
    do {
      return try write(to: directory, protecting: inputs, whileWaiting: whileWaiting) { add in
        for file in site.files { try add(file) }
      }
    } catch let error as WriteError {
      throw error
    } catch {
      // `add` throws only write errors, and the files were checked above.
      preconditionFailure("unexpected error writing a site: \(error)")
    }
  }

  /// Writes the site whose files `produce` hands to `add`, one at a time, as
  /// ``write(_:to:protecting:whileWaiting:)`` writes a whole ``Site``: each file is staged as it
  /// comes (so the site never sits in memory whole), and once `produce` returns, the staged site
  /// is made durable with one sync and swapped in. When `produce` or `add` throws, the staged files
  /// are removed, the previous output is untouched, and the error is rethrown as it is.
  ///
  /// ```swift
  /// try SiteWriter().write(to: URL(fileURLWithPath: "Output")) { add in
  ///   try SiteAssembler(resources: resources).build(registry: .builtIn, emit: add)
  /// }
  /// ```
  @discardableResult
  package func write(
    to directory: URL, protecting inputs: [URL] = [],
    whileWaiting: (_ notice: String) -> Void = { _ in },
    _ produce: (_ add: (Site.File) throws -> Void) throws -> Void
  ) throws -> WriteSummary {
    try withoutActuallyEscaping(produce) { produce in
      try write(to: directory, protecting: inputs, whileWaiting: whileWaiting) { add, _ in
        try produce(add)
      }
    }
  }

  /// Writes the site as the `write(to:protecting:whileWaiting:_:)` above does, with a second
  /// way in: `addPiece` stages a file piece by piece (a file too large to
  /// hold whole, such as `components.json`), each piece appended as it comes, the file counted
  /// and compared with the previous output's once its last piece is placed. A file begun in
  /// pieces and not ended is refused.
  ///
  /// ```swift
  /// try SiteWriter().write(to: URL(fileURLWithPath: "Output")) { add, addPiece in
  ///   try SiteAssembler(resources: resources).build(
  ///     registry: .builtIn, environments: Environment.defaults, baseline: nil, emit: add,
  ///     emitPiece: addPiece)
  /// }
  /// ```
  @discardableResult
  package func write(
    to directory: URL, protecting inputs: [URL] = [],
    whileWaiting: (_ notice: String) -> Void = { _ in },
    _ produce: (
      _ add: (Site.File) throws -> Void, _ addPiece: (Site.Piece) throws -> Void
    ) throws -> Void
  ) throws -> WriteSummary {
    try withoutActuallyEscaping(produce) { produce in
      try write(to: directory, protecting: inputs, whileWaiting: whileWaiting) {
        add, addPiece, _ in try produce(add, addPiece)
      }
    }
  }

  /// Writes the site as the `write(to:protecting:whileWaiting:_:)` above does, with a third way
  /// in and a way out, for a rerun (see ``RerunCache``). `addPrevious` places a file of the
  /// previous output without reading it: linked when it still has the stamp it was written
  /// with, else written from its ``Site/PreviousFile/contents()`` (a file the rerun cache has
  /// too). Once the new site is in place, and while the folder is still locked, `afterSwap` is
  /// handed the stamp of each file still as the writer placed it (``FileSystem/Placement``), by
  /// path, and the folder's real path: what a later run's previous files are checked against.
  ///
  /// ```swift
  /// try SiteWriter().write(
  ///   to: URL(fileURLWithPath: "Output"),
  ///   afterSwap: { cacheWriter.recordStamps($0, output: $1) }
  /// ) { add, addPiece, addPrevious in
  ///   try assembler.build(
  ///     registry: registry, environments: Environment.defaults, baseline: nil, cache: cache,
  ///     store: cacheWriter, emit: add, emitPiece: addPiece, emitPrevious: addPrevious)
  /// }
  /// ```
  @discardableResult
  package func write(
    to directory: URL, protecting inputs: [URL] = [],
    whileWaiting: (_ notice: String) -> Void = { _ in },
    afterSwap: (_ stamps: [String: FileStamp], _ folder: String) -> Void = { _, _ in },
    _ produce: (
      _ add: @escaping (Site.File) throws -> Void,
      _ addPiece: @escaping (Site.Piece) throws -> Void,
      _ addPrevious: @escaping (Site.PreviousFile) throws -> Void
    ) throws -> Void
  ) throws -> WriteSummary {
    let target = try OutputTarget(directory)
    try target.refuseUnsafe(workingDirectories: workingDirectories)
    try target.refuseOverlap(with: inputs)
    do {
      try FileSystem.makeFolders(target.parent)
    } catch {
      throw WriteError(
        .failed, path: target.shown,
        problem: "could not be created: \(error.reason) (creating the folders that hold it)",
        fix: WriteError.advice(for: error.code, about: target.shown))
    }
    let lock = try takeLock(target, whileWaiting: whileWaiting)
    defer { lock.release() }
    try Self.restoreInterruptedSwap(of: target)
    let existing = try Self.contents(of: target)
    Self.removeLeftovers(of: target)
    let staging = target.parent + "/" + Self.stagingName(of: target, "new")
    var summary = WriteSummary(written: 0, unchanged: 0, removed: 0)
    var paths = Set<String>()
    var step = "creating a folder beside it for the new site"
    func failure(_ error: SystemError) -> WriteError {
      Self.failure(error, writing: target.shown, while: step)
    }
    // Each file is checked here, as it comes, and placed on the queue's thread while the site
    // is still being made.
    let queue = StagingQueue()
    let reusable = existing != nil
    let targetPath = target.path
    let shown = target.shown
    // A new file's path, checked and claimed: each path once.
    func claim(_ path: String) throws(WriteError) {
      try Self.checkSitePath(path)
      guard paths.insert(path).inserted else {
        throw WriteError(
          .refused, path: DiagnosticText.escaped(path, limit: WriteError.pathLimit),
          problem: "is in the site twice",
          fix: "report this as a bug in the component or site code that made it")
      }
    }
    // The previous output's file at `path`, when there is one to reuse: reused only when inside
    // the output itself, not through a link someone put there. Each folder on its way (the
    // output's own included) must be a real folder, each folder checked once; the file itself
    // is opened without following a link by whatever reuses it (`FileSystem.link`, `place` and
    // `finishPieces` open it with `O_NOFOLLOW`). A folder replaced by a link while this run
    // writes, after its first file was checked, is not seen (nor was a file replaced between a
    // check by `realpath` and its link): the lock keeps out other runs, not other programs.
    let realFolders = FolderMemo()
    @Sendable func isRealFolder(_ folder: Substring) -> Bool {
      realFolders.answer(for: String(folder)) {
        guard !folder.isEmpty else { return FileSystem.kind(targetPath) == .folder }
        let above = folder.lastIndex(of: "/").map { folder[..<$0] } ?? ""
        return isRealFolder(above) && FileSystem.kind(targetPath + "/" + folder) == .folder
      }
    }
    @Sendable func previous(_ path: String) -> String? {
      guard reusable else { return nil }
      let previous = targetPath + "/" + path
      let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
      return isRealFolder(folder) ? previous : nil
    }
    // The staged folder that holds `staged` (a path in the staging folder), made once.
    let stagedFolders = FolderMemo()
    @Sendable func makeFolder(holding staged: String) throws(SystemError) {
      let folder = (staged as NSString).deletingLastPathComponent
      _ = try stagedFolders.answer(for: folder) { () throws(SystemError) -> Bool in
        try FileSystem.makeFolders(folder)
        return true
      }
    }
    // `body`, its failure reported as writing the file at the site's `path`.
    @Sendable func writing<Value>(_ path: String, _ body: () throws(SystemError) -> Value)
      throws(WriteError) -> Value
    {
      do throws(SystemError) {
        return try body()
      } catch {
        throw Self.failure(
          error, writing: shown,
          while: "writing \(DiagnosticText.escaped(path, limit: WriteError.pathLimit))")
      }
    }
    // Queues `place` (given the staged path; nil for a piece that does not end its file) for
    // the file at the site's `path`.
    func stage(
      _ path: String, bytes: Int,
      _ place: @escaping @Sendable (String) throws(SystemError) -> FileSystem.Placement?
    ) throws(WriteError) {
      try queue.add(path, bytes: bytes) { () throws(WriteError) -> FileSystem.Placement? in
        try writing(path) { () throws(SystemError) in try place(staging + "/" + path) }
      }
    }
    func add(_ file: Site.File) throws(WriteError) {
      try claim(file.path)
      try stage(file.path, bytes: file.contents.count) { staged throws(SystemError) in
        try makeFolder(holding: staged)
        return try FileSystem.place(file.contents, at: staged, reusing: previous(file.path))
      }
    }
    // A file of the previous output, linked unread while it has its stamp, else written from
    // the cache's bytes; when those cannot be read either (both changed during the run), the
    // write fails and says to run again.
    func addPrevious(_ file: Site.PreviousFile) throws(WriteError) {
      try claim(file.path)
      let path = file.path
      try queue.add(path, bytes: 0) { () throws(WriteError) -> FileSystem.Placement? in
        let staged = staging + "/" + path
        let reusing = previous(path)
        let linked = try writing(path) { () throws(SystemError) -> Bool in
          try makeFolder(holding: staged)
          guard let reusing else { return false }
          return try FileSystem.link(reusing, at: staged, ifStamped: file.stamp)
        }
        if linked { return FileSystem.Placement(reused: true, stamp: file.stamp) }
        guard let contents = file.contents() else {
          throw WriteError(
            .failed, path: shown,
            problem: "could not be written: "
              + DiagnosticText.escaped(path, limit: WriteError.pathLimit)
              + " changed in both the previous output and the rerun cache while this run used "
              + "them",
            fix: "run again: the component is then built afresh; the previous output is untouched")
        }
        return try writing(path) { () throws(SystemError) in
          try FileSystem.place(contents, at: staged, reusing: reusing)
        }
      }
    }
    // The files begun in pieces and not yet ended.
    var unfinished = Set<String>()
    func addPiece(_ piece: Site.Piece) throws(WriteError) {
      let first = !unfinished.contains(piece.path)
      if first {
        try claim(piece.path)
        unfinished.insert(piece.path)
      }
      if piece.isLast { unfinished.remove(piece.path) }
      try stage(piece.path, bytes: piece.bytes.count) { staged throws(SystemError) in
        if first {
          try makeFolder(holding: staged)
        }
        try FileSystem.writeFile(piece.bytes, to: staged, appending: !first)
        guard piece.isLast else { return nil }
        let reused = try FileSystem.finishPieces(at: staged, reusing: previous(piece.path))
        return FileSystem.Placement(reused: reused, stamp: nil)
      }
    }
    var kept: [String] = []
    var placements: [String: FileSystem.Placement] = [:]
    do {
      do {
        try FileSystem.makeFolder(staging)
      } catch {
        throw failure(error)
      }
      try produce(add, addPiece, addPrevious)
      if let path = unfinished.min() {
        throw WriteError(
          .refused, path: DiagnosticText.escaped(path, limit: WriteError.pathLimit),
          problem: "was begun in pieces and never ended",
          fix: "report this as a bug in the site code that made it")
      }
      let placed = try queue.finish()
      summary.written = placed.written
      summary.unchanged = placed.unchanged
      placements = placed.placements
      let topLevel = Set(paths.map { String($0.prefix { $0 != "/" }) })
      kept = (existing ?? []).filter { $0.hasPrefix(".") && !topLevel.contains($0) }
      do {
        for hidden in kept {
          step = "copying its \(DiagnosticText.escaped(hidden, limit: WriteError.pathLimit))"
          try FileSystem.copy(target.path + "/" + hidden, to: staging + "/" + hidden)
        }
        if existing != nil {
          step = "giving the new site the mode and owner of the previous output"
          try FileSystem.copyModeAndOwner(of: target.path, to: staging)
        }
        // Durable before it is swapped in: one sync of the staged tree's file system (not one
        // per file), so a machine that crashes after the swap finds every byte of the new site.
        step = "saving the new site to the disk"
        try FileSystem.syncFileSystem(of: staging)
      } catch {
        throw failure(error)
      }
    } catch {
      // A file that failed to be placed was handed over before whatever `produce` threw
      // since: its failure is the one a writer placing files as they come would have reported.
      let placing = queue.drain()
      FileSystem.removeTree(staging)
      if let placing { throw placing }
      throw error
    }
    // The previous output's files, as its folder is removed, that the site no longer has.
    let previousFiles = try swap(staging, into: target, exists: existing != nil)
    summary.removed = previousFiles.count {
      !paths.contains($0) && !kept.contains(String($0.prefix { $0 != "/" }))
    }
    // Each placed file's stamp now, when it is still the file placed (not written since).
    var stamps: [String: FileStamp] = [:]
    for (path, placement) in placements {
      if let now = FileSystem.stamp(of: target.path + "/" + path), placement.holds(now) {
        stamps[path] = now
      }
    }
    afterSwap(stamps, target.path)
    return summary
  }

  /// The error of a step that failed while writing the site staged for `shown`.
  private static func failure(_ error: SystemError, writing shown: String, while step: String)
    -> WriteError
  {
    WriteError(
      .failed, path: shown, problem: "could not be written: \(error.reason) (while \(step))",
      fix: WriteError.advice(for: error.code, about: shown) + "; the previous output is untouched")
  }

  /// Puts the staged site at `target`: one atomic exchange where the platform has it, else two
  /// renames with the old folder restored if the second fails. Returns the files of the
  /// previous output, removed once the new site is in place (none when there was none).
  private func swap(_ staging: String, into target: OutputTarget, exists: Bool)
    throws(WriteError) -> [String]
  {
    if exists, DirectorySwap.exchange(staging, target.path) {
      FileSystem.syncFolder(target.parent)  // the exchange itself, durable
      return FileSystem.removeTree(staging)  // now the previous output
    }
    let previous = target.parent + "/" + Self.stagingName(of: target, "old")
    do {
      if exists { try FileSystem.rename(target.path, to: previous) }
    } catch {
      FileSystem.removeTree(staging)
      throw WriteError(
        .failed, path: target.shown, problem: "could not be replaced: \(error.reason)",
        fix: WriteError.advice(for: error.code, about: target.shown)
          + "; the previous output is untouched")
    }
    do {
      try FileSystem.rename(staging, to: target.path)
      FileSystem.syncFolder(target.parent)
      return exists ? FileSystem.removeTree(previous) : []
    } catch {
      let restored = !exists || (try? FileSystem.rename(previous, to: target.path)) != nil
      FileSystem.removeTree(staging)
      let kept = DiagnosticText.escaped(previous, limit: WriteError.pathLimit)
      throw WriteError(
        .failed, path: target.shown, problem: "could not be replaced: \(error.reason)",
        fix: restored
          ? WriteError.advice(for: error.code, about: target.shown)
            + "; the previous output is untouched"
          : "the previous output was moved to \(kept) and could not be moved back; move it "
            + "back by hand, or run again: the next run into \(target.shown) puts it back first")
    }
  }

  /// Waits for the lock beside `target`, up to ``lockTimeout``, calling `whileWaiting` once
  /// with a line saying so when another run holds it.
  private func takeLock(_ target: OutputTarget, whileWaiting: (String) -> Void) throws(WriteError)
    -> OutputLock
  {
    do {
      return try OutputLock.acquire(
        target.parent + "/." + target.name + ".specimen.lock", timeout: lockTimeout
      ) { holder in
        whileWaiting(
          "waiting for another specimen run writing "
            + "\(target.shown.hasSuffix("/") ? target.shown : target.shown + "/")"
            + (holder.map { " (pid \($0))" } ?? "") + " to finish…")
      }
    } catch {
      switch error {
      case .busy(let holder):
        throw WriteError(
          .failed, path: target.shown,
          problem: "is being written by another Specimen run"
            + (holder.map { " (process \($0))" } ?? "")
            + " that did not finish within \(String(format: "%g", lockTimeout)) s",
          fix: "wait for that run to end, then run again; the previous output is untouched")
      case .system(let error):
        throw WriteError(
          .failed, path: target.shown,
          problem: "could not be locked for writing: \(error.reason) (creating a lock file "
            + "beside it)",
          fix: WriteError.advice(for: error.code, about: target.shown))
      }
    }
  }

  /// The name of a staging folder beside `target`: `.Output.specimen-new-1234`.
  static func stagingName(of target: OutputTarget, _ role: String) -> String {
    ".\(target.name).specimen-\(role)-\(ProcessInfo.processInfo.processIdentifier)"
  }

  /// The largest manifest read to tell whether a folder is Specimen's, in bytes: far above the
  /// manifest of any real site, far below what would strain the machine.
  static let maximumManifestSize = 256 << 20

  /// Whether `directory` holds a manifest that Specimen wrote (a regular file, read within
  /// ``maximumManifestSize``: a FIFO or a huge file there is not Specimen's), as
  /// ``SiteManifest/Reading`` reads it.
  static func isSpecimenOutput(_ directory: String) -> Bool {
    guard
      let data = try? InputFile.read(
        directory + "/" + SiteManifest.fileName, limit: maximumManifestSize)
    else { return false }
    return (try? SiteManifest.Reading(data)) != nil
  }

  /// The staging folders a killed run left beside the output, by role (`new`: a site being
  /// written; `old`: the previous site moved aside to swap the new one in).
  private static func leftovers(of target: OutputTarget) -> [(name: String, role: String)] {
    let prefix = ".\(target.name).specimen-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: target.parent)) ?? []
    return names.sorted().compactMap { name in
      guard name.hasPrefix(prefix) else { return nil }
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), ["new", "old"].contains(rest[..<dash]),
        !rest[rest.index(after: dash)...].isEmpty,
        rest[rest.index(after: dash)...].allSatisfy(\.isASCIIDigit)
      else { return nil }  // the lock file, or another output's staging folder
      return (name, String(rest[..<dash]))
    }
  }

  /// Puts the previous site back where a run was killed between the two renames of a swap
  /// without atomic exchange: the output is gone and the previous site waits in an `old`
  /// staging folder (the most recently moved one, if several). Only the lock holder swaps, so
  /// while this run holds the lock no other run is between its renames.
  private static func restoreInterruptedSwap(of target: OutputTarget) throws(WriteError) {
    guard let newest = movedAside(of: target) else { return }
    do {
      try FileSystem.rename(newest, to: target.path)
    } catch {
      let kept = DiagnosticText.escaped(newest, limit: WriteError.pathLimit)
      throw WriteError(
        .failed, path: target.shown,
        problem: "is missing and its previous output, left in \(kept) by a run that was "
          + "killed, could not be put back: \(error.reason)",
        fix: WriteError.advice(for: error.code, about: target.shown)
          + "; or rename \(kept) to \(target.shown) by hand")
    }
  }

  /// The `old` staging folder that holds the previous site when `target` is missing because a
  /// run was killed between the two renames of a swap (the most recently moved one, if
  /// several); nil when `target` exists or no previous site waits beside it.
  private static func movedAside(of target: OutputTarget) -> String? {
    guard FileSystem.kind(target.path) == nil else { return nil }
    let moved = leftovers(of: target).filter { $0.role == "old" }.compactMap { leftover in
      let path = target.parent + "/" + leftover.name
      return FileSystem.folderChangeTime(path).map { (path: path, changed: $0) }
    }
    // The one renamed last: a rename sets the folder's status change time.
    return moved.max {
      ($0.changed.seconds, $0.changed.nanoseconds) < ($1.changed.seconds, $1.changed.nanoseconds)
    }?.path
  }

  /// Where the previous site of the output folder `directory` waits when the folder is missing
  /// because a run was killed while replacing it, on a file system without atomic exchange
  /// (between its two renames): a folder `.NAME.specimen-old-PID` beside it, named as
  /// `directory` was given (`Output` → `.Output.specimen-old-1234`). Nil when `directory` exists
  /// or nothing waits. The next write to `directory` puts it back by itself; a reader of the
  /// folder (a baseline) can name it in its message.
  ///
  /// ```swift
  /// if let kept = SiteWriter.interruptedOutput(of: URL(fileURLWithPath: "Output")) {
  ///   print("the previous output is in \(kept.relativePath)")
  /// }
  /// ```
  package static func interruptedOutput(of directory: URL) -> URL? {
    guard let target = try? OutputTarget(directory), let moved = movedAside(of: target) else {
      return nil
    }
    // Beside the folder as it was given; its real path when that way leads elsewhere.
    // (String operations: NSString's path methods trap on some short paths on Linux.)
    let name = moved.split(separator: "/").last.map(String.init) ?? moved
    var spelled = Substring(directory.relativePath)
    while spelled.count > 1, spelled.hasSuffix("/") { spelled = spelled.dropLast() }
    let folder = spelled.lastIndex(of: "/").map { spelled[...$0] } ?? ""
    let given = URL(fileURLWithPath: folder + name, relativeTo: directory.baseURL)
    return FileSystem.identity(given.path) == FileSystem.identity(moved)
      ? given : URL(fileURLWithPath: moved)
  }

  /// Removes staging folders that a killed run left beside the output. Only the lock holder
  /// stages, so while this run holds the lock every staging folder is a leftover.
  private static func removeLeftovers(of target: OutputTarget) {
    for leftover in leftovers(of: target) {
      FileSystem.removeTree(target.parent + "/" + leftover.name)
    }
  }

  /// The names in the output folder, or nil when it does not exist; refuses a file, and a
  /// non-empty folder Specimen did not write.
  private static func contents(of target: OutputTarget) throws(WriteError) -> [String]? {
    guard let kind = FileSystem.kind(target.path) else { return nil }
    guard kind == .folder else {
      throw WriteError(
        .refused, path: target.shown, problem: "is a file, not a folder",
        fix: "choose a folder with --output, or remove the file")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
    } catch {
      let code = SystemError.code(of: error)
      throw WriteError(
        .failed, path: target.shown,
        problem: "cannot be listed: \(SystemError(code: code).reason)",
        fix: WriteError.advice(for: code, about: target.shown))
    }
    // Hidden files count: a folder of dotfiles only (a home folder's .ssh) is not empty.
    let held = names.filter { !placeholderNames.contains($0) }
    if !held.isEmpty, !isSpecimenOutput(target.path) {
      let shown = held.prefix(3).map { DiagnosticText.escaped($0, limit: 200) }
        .joined(separator: ", ")
      throw WriteError(
        .refused, path: target.shown,
        problem:
          "is not empty (it holds \(shown)\(held.count > 3 ? ", …" : "")) and holds no "
          + "\(SiteManifest.fileName) written by Specimen, so Specimen did not write it",
        fix: "choose an empty or new folder with --output, or empty this one yourself")
    }
    return names
  }

  /// Rejects absolute paths and `..` so nothing lands outside the output folder.
  private static func checkSitePath(_ path: String) throws(WriteError) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty })
    else {
      throw WriteError(
        .refused, path: DiagnosticText.escaped(path, limit: WriteError.pathLimit),
        problem: "is not a relative path inside the site",
        fix: "report this as a bug in the component or site code that made it")
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
