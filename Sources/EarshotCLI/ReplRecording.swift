import Foundation
import Playback
import Recording

/// `record FILE.wav`: everything spoken until `stop`, rendered as it is said.
struct ReplRecording {
  var path: String
  var recorder: Recorder
}
