// The component authoring API (design system, view tree, components, diagnostics) lives in its own
// target, SpecimenCore, so that the compiler keeps it from reaching layout, render, site and IO
// code (SpecimenBuiltIn depends on SpecimenCore alone). Re-exported here so that every client
// keeps writing `import Specimen` and sees the same API as before the split.
@_exported import SpecimenCore
