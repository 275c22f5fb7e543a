/// Built-in views that render their children's blocks as they are (a builder block, a group, a
/// section's content, modifiers that only add behaviour): inside a `List`, their content's
/// views are still the list's rows (see `EnvironmentValues.rendersListRows`).
protocol PassesListRowsThrough {}

extension TupleView: PassesListRowsThrough {}
extension Group: PassesListRowsThrough {}
extension Section: PassesListRowsThrough {}
extension AnyView: PassesListRowsThrough {}
extension _ConditionalContent: PassesListRowsThrough {}
extension Optional: PassesListRowsThrough where Wrapped: View {}
extension EmptyView: PassesListRowsThrough {}
extension _ViewModifier_Content: PassesListRowsThrough {}
extension TaskContent: PassesListRowsThrough {}
extension ChangeContent: PassesListRowsThrough {}
extension AppearanceContent: PassesListRowsThrough {}
extension IdentifiedContent: PassesListRowsThrough {}
extension EnvironmentWritingContent: PassesListRowsThrough {}
extension EnvironmentObjectContent: PassesListRowsThrough {}
extension EnvironmentTransformingContent: PassesListRowsThrough {}
