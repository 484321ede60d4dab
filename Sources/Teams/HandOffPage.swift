import Audit
import EarshotCLI
import Foundation
import Playback
import Recording
import Rendering
import ScreenReader
import Speech

/// Everything the hand-off page shows, gathered from the engine: the
/// announcement spec, Earshot's own audio of every cell, the `check` findings
/// beside the elements they concern, and the order an external keyboard's Tab
/// visits on each platform.
public struct HandOffPage {
  /// How the page's recordings are embedded.
  public enum AudioFormat: String, CaseIterable, Sendable {
    /// Ogg Opus: small enough to attach (the tour's page is about 1 MB).
    case opus
    /// WAV, as rendered: about twenty times larger, for tools that want the samples.
    case wav

    public var mimeType: String { self == .opus ? "audio/ogg; codecs=opus" : "audio/wav" }
  }

  /// One recording of what one screen reader says in one row.
  public struct Clip {
    /// Ids of `<audio>` elements are made from this; equal speech shares one clip.
    public var number: Int
    public var audio: Data
    public var sampleCount: Int

    public var seconds: Double { Double(sampleCount) / Double(Audio.sampleRate) }
  }

  /// One column group: what a screen reader says in one locale.
  public struct Column: Hashable, Sendable {
    public var platform: Platform
    public var locale: String
  }

  public var scenario: String
  /// The first locale's spec: its rows are the page's rows.
  public var spec: AnnouncementSpec
  /// The locales side by side, the first one's first.
  public var locales: [String]
  /// Each further locale's rows, by the first spec's row key.
  public var rowsByLocale: [String: [String: AnnouncementSpec.Row]] = [:]
  public var audioFormat: AudioFormat
  /// By row index, then column.
  public var clips: [Int: [Column: Int]] = [:]
  public var recordings: [Clip] = []
  /// Findings by row index (the element they concern), and those about no one row.
  public var findingsByRow: [Int: [Finding]] = [:]
  public var findings: [Finding] = []
  public var keyboardOrder: [Platform: [String]] = [:]
  /// Long option lists folded to their ends and one row (`CollapsedOptions`).
  public var collapsed: [CollapsedOptions] = []
  /// Rows left off the table: the folded options'.
  public var hiddenRows: Set<Int> = []
  /// Per folded list and column: one recording of every hidden option as a swipe
  /// reaches it, one after another, and where each starts and ends (samples), so a
  /// reviewer can hear any one.
  public var samplers: [Int: [Column: Sampler]] = [:]
  /// The screen's picture per reader, at the screen's start.
  public var wireframes: [Wireframe] = []

  public struct Sampler: Sendable {
    public var clip: Int
    public var spans: [Range<Int>]
  }
  /// Each reader's headings, links and controls lists (HandOffPage+Rotor).
  public var rotorView: [Platform: [RotorList]] = [:]
  /// Encoded audio embedded so far, and the cells left without a recording by the cap.
  public var audioBytes = 0
  public var clipsLeftOut = 0
  /// The cap on a page's embedded audio: the page's size and the memory that builds it
  /// stay linear in what is said, and bounded. 16 MB is about two hours of Opus speech
  /// (six minutes of WAV); past it, cells keep their words and the page says so.
  public static let defaultAudioCap = 16 << 20
  public var audioCap = HandOffPage.defaultAudioCap

  /// Builds the page; synthesises each distinct utterance list once. `casts` gives each
  /// locale's voices (the readers' words in its language).
  public static func build(
    scenario: String, screen: Screen, locales: [String], versions: [ReaderVersion] = [], hintsEnabled: Bool,
    audioFormat: AudioFormat, engine: SpeechEngine, casts: [String: VoiceCast], audioCap: Int = defaultAudioCap
  ) throws(SpeechError) -> HandOffPage {
    let locales = locales.isEmpty ? [screen.locale ?? "en"] : locales
    let specs = locales.map {
      AnnouncementSpec.build(screen: screen, hintsEnabled: hintsEnabled, locale: $0, versions: versions)
    }
    var page = HandOffPage(scenario: scenario, spec: specs[0], locales: locales, audioFormat: audioFormat)
    page.audioCap = audioCap
    for (locale, spec) in zip(locales, specs).dropFirst() {
      page.rowsByLocale[locale] = Dictionary(spec.rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
    page.collapsed = CollapsedOptions.find(in: page.spec.rows)
    page.hiddenRows = page.collapsed.reduce(into: []) { $0.formUnion($1.hiddenRows) }
    var byText: [String: Int] = [:]
    for (index, row) in page.spec.rows.enumerated() where !page.hiddenRows.contains(index) {
      for platform in page.spec.platforms {
        for locale in locales {
          guard let utterances = page.row(row, in: locale)?.speech[platform],
            utterances.contains(where: { !$0.text.isEmpty }), let cast = casts[locale]
          else { continue }
          let column = Column(platform: platform, locale: locale)
          let key =
            platform.rawValue + "\u{1}" + locale + "\u{1}"
            + utterances.map { "\($0.delayMilliseconds)\u{2}\($0.text)" }.joined(separator: "\u{3}")
          if let number = byText[key] {
            page.clips[index, default: [:]][column] = number
            continue
          }
          guard page.audioBytes < page.audioCap else {
            page.clipsLeftOut += 1
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
          let audio =
            audioFormat == .opus
            ? try OggOpusEncoding.data(samples: recorder.samples) : WAVEncoding.data(samples: recorder.samples)
          page.recordings.append(Clip(number: number, audio: audio, sampleCount: recorder.samples.count))
          page.audioBytes += audio.count
          byText[key] = number
          page.clips[index, default: [:]][column] = number
        }
      }
    }
    for (listIndex, list) in page.collapsed.enumerated() {
      for platform in page.spec.platforms {
        for locale in locales {
          guard page.audioBytes < page.audioCap, let cast = casts[locale] else { continue }
          // Each option's words one after another; the voice's own lead-in and tail part them.
          var samples: [Int16] = []
          var spans: [Range<Int>] = []
          for option in list.hidden {
            let recorder = Recorder(engine: engine, cast: cast)
            let utterances = page.row(page.spec.rows[option.focusedRow], in: locale)?.speech[platform] ?? []
            try recorder.append(
              utterances.filter { !$0.isHint }.map {
                TimelineSegment(content: .utterance($0, platform: platform), step: 0)
              })
            let start = samples.count
            samples += recorder.samples
            spans.append(start..<samples.count)
          }
          let number = page.recordings.count
          let audio =
            audioFormat == .opus ? try OggOpusEncoding.data(samples: samples) : WAVEncoding.data(samples: samples)
          page.recordings.append(Clip(number: number, audio: audio, sampleCount: samples.count))
          page.audioBytes += audio.count
          page.samplers[listIndex, default: [:]][Column(platform: platform, locale: locale)] = Sampler(
            clip: number, spans: spans)
        }
      }
    }
    page.place(Auditor.audit(screen), screen: screen)
    for platform in page.spec.platforms {
      page.keyboardOrder[platform] = keyboardOrder(screen, platform: platform)
      var session = ScreenReaderSession(
        screen: screen, platform: platform, locale: locales[0], versions: versions + screen.readerVersions)
      session.hintsEnabled = false
      page.wireframes.append(Wireframe(screen: screen, session: session))
      page.rotorView[platform] = rotorView(screen, platform: platform)
    }
    return page
  }

  /// A row of the page as one locale's spec has it (nil when that locale never reaches it).
  public func row(_ row: AnnouncementSpec.Row, in locale: String) -> AnnouncementSpec.Row? {
    locale == locales[0] ? row : rowsByLocale[locale]?[row.key]
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
  public static func keyboardOrder(_ screen: Screen, platform: Platform) -> [String] {
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
  public func isRow(_ index: Int, about finding: Finding) -> Bool {
    findingsByRow[index]?.contains(finding) ?? false
  }
}
