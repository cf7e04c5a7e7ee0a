import Specimen
import SpecimenBuiltIn

extension ComponentEntry {
  /// The banner's catalog page.
  public static let banner = ComponentEntry(
    id: "banner", name: "Banner",
    summary:
      "A notice under the navigation bar: a tinted card with a title, a message and an "
      + "optional action. The tint says what kind of notice it is.",
    // Computed from the environments drawn, with the registry's tokens in force (a fixed
    // `rules: ["…"]` list works too): a team that sets `inset` to 20 reads 20 here.
    rules: { environments in
      let design = Banner.Design()
      let environment = environments.first ?? .compact
      return [
        "Compact width: the card spans the screen less "
          + "\(RuleText.spacing(design.inset, in: environment)) on each side.",
        "Regular width: the card is at most \(RuleText.points(Length(design.regularMaxWidth))) wide and "
          + "centred.",
        "The title is one line in \(RuleText.style(design.titleStyle, in: environment)); the "
          + "message wraps; the action label is optional.",
      ]
    },
    variants: [
      Variant(
        id: "info", title: "Info",
        summary: "Something to know, with no action.",
        component: Banner.Builder()
          .setScreenTitle("Inbox")
          .setTitle("New sign-in")
          .setMessage("Your account was opened on a new iPad today.")
          .build()),
      Variant(
        id: "warning-with-action", title: "Warning with an action",
        summary: "Something needs attention soon; the action fixes it.",
        component: Banner.Builder()
          .setScreenTitle("Inbox")
          .setTone(.warning)
          .setTitle("Storage almost full")
          .setMessage("Free up space to keep receiving mail. Attachments over 10 MB go first.")
          .setAction("Manage storage") { _ in }
          .build()),
    ])
}
