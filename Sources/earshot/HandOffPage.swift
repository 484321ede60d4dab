import Audit
import EarshotCLI
import Foundation
import Playback
import Recording
import ScreenReader
import Speech

/// Everything the hand-off page shows, gathered from the engine: the
/// announcement spec, Earshot's own audio of every cell, the `check` findings
/// beside the elements they concern, and the order an external keyboard's Tab
/// visits on each platform.
struct HandOffPage {
  /// One recording of what one screen reader says in one row.
  struct Clip {
    /// Ids of `<audio>` elements are made from this; equal speech shares one clip.
    var number: Int
    var wav: Data
    var sampleCount: Int

    var seconds: Double { Double(sampleCount) / Double(Audio.sampleRate) }
  }

  var scenario: String
  var spec: AnnouncementSpec
  /// By row index, then platform.
  var clips: [Int: [Platform: Int]] = [:]
  var recordings: [Clip] = []
  /// Findings by row index (the element they concern), and those about no one row.
  var findingsByRow: [Int: [Finding]] = [:]
  var findings: [Finding] = []
  var keyboardOrder: [Platform: [String]] = [:]

  /// Builds the page; synthesises each distinct utterance list once.
  static func build(scenario: String, screen: Screen, hintsEnabled: Bool, engine: SpeechEngine, cast: VoiceCast)
    throws(SpeechError) -> HandOffPage
  {
    let spec = AnnouncementSpec.build(screen: screen, hintsEnabled: hintsEnabled)
    var page = HandOffPage(scenario: scenario, spec: spec)
    var byText: [String: Int] = [:]
    for (index, row) in spec.rows.enumerated() {
      for platform in spec.platforms {
        guard let utterances = row.speech[platform], utterances.contains(where: { !$0.text.isEmpty }) else {
          continue
        }
        let key =
          platform.rawValue + "\u{1}"
          + utterances.map { "\($0.delayMilliseconds)\u{2}\($0.text)" }.joined(
            separator: "\u{3}")
        if let number = byText[key] {
          page.clips[index, default: [:]][platform] = number
          continue
        }
        let recorder = Recorder(engine: engine, cast: cast)
        var segments: [TimelineSegment] = []
        for (position, utterance) in utterances.enumerated() {
          // A pause before a hint is part of what is heard; not before the first words.
          if position > 0, utterance.delayMilliseconds > 0 {
            segments.append(TimelineSegment(content: .silence(milliseconds: utterance.delayMilliseconds), step: 0))
          }
          segments.append(TimelineSegment(content: .utterance(utterance, platform: platform), step: 0))
        }
        try recorder.append(segments)
        let number = page.recordings.count
        page.recordings.append(
          Clip(number: number, wav: WAVEncoding.data(samples: recorder.samples), sampleCount: recorder.samples.count))
        byText[key] = number
        page.clips[index, default: [:]][platform] = number
      }
    }
    page.place(Auditor.audit(screen), screen: screen)
    for platform in spec.platforms { page.keyboardOrder[platform] = keyboardOrder(screen, platform: platform) }
    return page
  }

  /// Puts each finding beside the rows of the element (or the modal's
  /// elements) it was found on; the rest stay for the list under the table.
  mutating func place(_ all: [Finding], screen: Screen) {
    findings = all
    var idsByLocation: [SourceLocation: Set<String>] = [:]
    for component in screen.components {
      if let location = component.common.location { idsByLocation[location, default: []].insert(component.common.id) }
    }
    for modal in screen.modals.values {
      var ids: Set<String> = []
      for component in modal.components {
        ids.insert(component.common.id)
        if let location = component.common.location { idsByLocation[location, default: []].insert(component.common.id) }
      }
      if let location = modal.location { idsByLocation[location, default: []].formUnion(ids) }
    }
    for finding in all {
      guard let location = finding.location, let ids = idsByLocation[location] else { continue }
      // A component's first row: where a reviewer meets the element.
      var seen: Set<String> = []
      for (index, row) in spec.rows.enumerated() {
        let component = String(row.elementID.split(separator: ".", maxSplits: 1).first ?? "")
        guard ids.contains(component), seen.insert(component).inserted else { continue }
        findingsByRow[index, default: []].append(finding)
      }
    }
  }

  /// Where Tab takes focus from the start of the screen, until it comes round again.
  static func keyboardOrder(_ screen: Screen, platform: Platform) -> [String] {
    var session = ScreenReaderSession(screen: screen, platform: platform, locale: screen.locale ?? "en")
    session.hintsEnabled = false
    var order: [String] = []
    var visited: Set<String> = []
    let limit = 4 * (session.reachableNodes.count + 2)
    for _ in 0..<limit {
      guard let events = try? session.perform(.key(.tab)) else { break }
      guard let moved = events.compactMap(\.movedFocusTo).last, let node = session.focusedNode else { continue }
      guard visited.insert(moved).inserted else { break }
      order.append(node.displayName)
    }
    return order
  }

  /// Whether a row is about an element a finding concerns.
  func isRow(_ index: Int, about finding: Finding) -> Bool {
    findingsByRow[index]?.contains(finding) ?? false
  }
}
