import Banner
import Foundation
import Specimen

// custom-catalog OUTPUT [--templates DIR]
//
// Writes the built-in catalog with the Banner beside it into OUTPUT. Templates (page, stylesheet,
// fonts) come from --templates, else from the Specimen checkout this package depends on.

let usage = "usage: custom-catalog OUTPUT [--templates DIR]"
var arguments = Array(CommandLine.arguments.dropFirst())
var templates = ResourceLoader.packageTemplatesDirectory
var output: URL?
let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("custom-catalog: \(message)\n".utf8))
  exit(status)
}

func resolve(_ path: String) -> URL {
  (path.hasPrefix("/")
    ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path))
    .standardizedFileURL
}

while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "-h", "--help":
    print(usage)
    exit(0)
  case "--templates":
    guard !arguments.isEmpty else { fail("--templates needs a folder; \(usage)", status: 64) }
    templates = resolve(arguments.removeFirst())
  default:
    guard output == nil, !argument.hasPrefix("-") else {
      fail(
        "unexpected argument \(String(reflecting: argument)); \(usage)", status: 64)
    }
    output = resolve(argument)
  }
}
guard let output else { fail("no output folder given; \(usage)", status: 64) }

do {
  let resources = try ResourceLoader.load(from: templates)
  let site = try SiteBuilder(resources: resources).build(registry: .withBanner)
  try SiteWriter().write(site, to: output)
  let pages = site.files.filter { $0.path.hasSuffix(".html") }.count
  let drawings = site.files.filter { $0.path.hasSuffix(".svg") }.count
  print(
    "custom-catalog: wrote \(site.files.count) files (\(pages) pages, \(drawings) SVG drawings) "
      + "to \(output.path)")
} catch {
  fail("error: \(error)", status: 1)
}
