/// The view `#Preview` declares for a body with `@Previewable` declarations, whose properties are
/// the preview's own state. It is not named in paths: its state reads as the preview writes it
/// (`todos`, not `__TextUIPreviewableContent.todos`), and the views in it as if they were the
/// preview's top (`TodoList.filter`). Only `#Preview`'s expansion (and code written as it writes
/// it) adopts it.
public protocol _PreviewableContent: View {}
