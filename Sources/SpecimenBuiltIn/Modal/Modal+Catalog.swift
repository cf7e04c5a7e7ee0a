import Specimen

extension ComponentEntry {
  /// The modal's catalog page: the seed's variants.
  public static let modal = ComponentEntry(
    id: "modal", name: "Modal",
    summary:
      "A card centred over a dimmed screen that asks the user to confirm or acknowledge "
      + "something. One title line, an optional image, a message of any length, and one or "
      + "two buttons.",
    rules: [
      "The card is 270 pt wide at every size class; only the dim layer grows with the screen.",
      "The title is one line; a longer title ends in “…”. The message wraps to as many lines as it needs.",
      "Without a negative label the positive button fills the row and no vertical line is drawn.",
      "Buttons are 44 pt high, the minimum iOS hit target.",
    ],
    variants: [
      Variant(
        id: "two-buttons", title: "Two buttons",
        summary: "The usual confirmation: cancel on the left, the action on the right.",
        component: Modal.Builder()
          .setTitle("Delete this photo?")
          .setMessage("It will be removed from all your devices.")
          .setNegativeButton("Cancel")
          .setPositiveButton("Delete")
          .build()),
      Variant(
        id: "positive-only", title: "Positive button only",
        summary: "An acknowledgement: no negative label, so one button spans the card.",
        component: Modal.Builder()
          .setTitle("Backup complete")
          .setMessage("All 1,204 photos are safely stored.")
          .setPositiveButton("OK")
          .build()),
      Variant(
        id: "with-image", title: "With image",
        summary: "A 120 × 80 image between title and message, loaded from a URL on device.",
        component: Modal.Builder()
          .setTitle("New: shared albums")
          .setImageURL("https://example.com/shared-albums.png", width: 120, height: 80)
          .setMessage("Invite friends to add their photos to one album.")
          .setNegativeButton("Later")
          .setPositiveButton("Try it")
          .build()),
      Variant(
        id: "long-message", title: "Long message",
        summary: "The message wraps; the card grows and stays centred.",
        component: Modal.Builder()
          .setTitle("Payment failed")
          .setMessage(
            "We could not charge the card ending in 4242 for your monthly plan. Update your "
              + "payment details within 7 days to keep your library, shared albums and "
              + "automatic backups. Nothing is deleted in the meantime."
          )
          .setNegativeButton("Not now")
          .setPositiveButton("Update")
          .build()),
      Variant(
        id: "long-title", title: "Long title",
        summary: "The title keeps to one line and ends in “…” when it does not fit.",
        component: Modal.Builder()
          .setTitle("Your subscription renews automatically next month")
          .setMessage("You can cancel at any time in Settings.")
          .setPositiveButton("Got it")
          .build()),
      Variant(
        id: "korean", title: "Korean",
        summary:
          "Hangul title, message and labels, measured and drawn with the bundled Hangul face (Nanum Gothic).",
        component: Modal.Builder()
          .setTitle("사진을 삭제할까요?")
          .setMessage("삭제한 사진은 모든 기기에서 사라지며 복구할 수 없습니다.")
          .setNegativeButton("취소")
          .setPositiveButton("삭제")
          .build()),
    ])
}
