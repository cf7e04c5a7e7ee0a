import Foundation
import SpecimenBuiltIn
import SpecimenCommandLine

/// `specimen-benchmark specimen ARGS…` (hidden): the `specimen` command itself on the built-in
/// design system, as the child process `tokens` measures, so the figures are the product's.
enum SpecimenRunCommand {
  /// The subcommand's name.
  static let name = "specimen"

  static func run(_ arguments: [String]) -> Never {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, registry: .builtIn)
    if status != 0 { FileHandle.standardError.write(Data(errors.utf8)) }
    exit(status)
  }
}
