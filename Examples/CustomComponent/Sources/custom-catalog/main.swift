import Banner
import SpecimenCommandLine

// custom-catalog: the `specimen` command with the Banner beside the built-in components, so every
// option works as it does there: --config (./specimen.json when present), --output, --templates,
// --quiet, the lock and the exit statuses (0 written, 1 a failed write, 2 bad input).
SpecimenCommand.main(registry: .withBanner)
