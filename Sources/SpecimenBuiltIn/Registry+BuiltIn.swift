import SpecimenCore

extension Registry {
  /// The built-in design system: the seeds' components.
  public static var builtIn: Registry {
    Registry(
      entries: [
        .modal, .bottomModal, .toast, .retry, .loading, .containerCell, .screenStates, .inputField,
      ], tokens: .builtIn)
  }
}
