// `import AVFoundation` on Linux: audio players, the audio session, speech, video players without
// pictures, and the capture device's authorization. As on iOS, it re-exports Core Media (`CMTime`).
@_exported import CoreMedia
@_exported import Foundation
