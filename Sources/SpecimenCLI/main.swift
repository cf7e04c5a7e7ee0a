import SpecimenBuiltIn
import SpecimenCommandLine

// `specimen`: the command on the built-in design system (plus whatever a specimen.json adds).
SpecimenCommand.main(registry: .builtIn)
