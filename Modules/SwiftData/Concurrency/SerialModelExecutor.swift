/// A model executor that runs one job at a time, so that the context it keeps is used by one
/// thread at a time: the executor a model actor runs on.
///
/// Apple's `SerialModelExecutor` (developer.apple.com/documentation/swiftdata/serialmodelexecutor).
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}
