import Scenario
import Testing

@testable import ScreenReader

/// Readers speak, components act: the events a component reports an action caused
/// are the same on both platforms, so what is said is the reader's phrasing alone.
/// A component that picked its words or its event by platform (the stepper's spoken
/// value and the segmented control's re-read once did) fails here. What the widget
/// opens or closes may differ (Android's AM/PM is a drop-down, iOS's a wheel): that
/// is the platform's widget, not its speech.
@Suite("Components emit the same effects on both platforms")
struct ComponentEffectTests {
  static let actions: [ComponentAction] = [
    .activate, .increment, .decrement, .longPress, .submit, .show, .dismiss, .type("a"),
  ]

  /// The effects that make the reader speak about the element, without the windows
  /// the platform's widget opens or closes.
  static func spoken(_ effects: [Effect]) -> [Effect] {
    effects.filter {
      switch $0 {
      case .openModal, .openPopup, .closeWindow, .closePopup, .show, .submitForm: false
      default: true
      }
    }
  }

  /// Every part a component's nodes route to on either platform, its popup's included.
  static func parts(of component: any Component, at index: Int) -> [ComponentPart] {
    var parts: [ComponentPart] = []
    for platform in Platform.allCases {
      let context = RealizationContext(platform: platform, componentIndex: index)
      var nodes = component.realize(context)
      nodes += component.popup(context, name: .main)?.nodes ?? []
      for part in nodes.map(\.route.part) where !parts.contains(part) { parts.append(part) }
    }
    return parts
  }

  @Test(arguments: ComponentRegistry.kindNames)
  func effectsDoNotDependOnThePlatform(kind: String) throws {
    var checked = 0
    try KindExampleScreens.each(of: kind, on: .ios) { place, screen, _ in
      for (index, component) in screen.components.enumerated() {
        for part in Self.parts(of: component, at: index) {
          for action in Self.actions {
            var onIOS = component
            var onAndroid = component
            let ios = Self.spoken(onIOS.perform(action, part: part, platform: .ios))
            let android = Self.spoken(onAndroid.perform(action, part: part, platform: .android))
            #expect(
              ios == android, "\(place): \(action) on \(part) gives \(ios) on iOS but \(android) on Android")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 0, "\(kind)'s examples have parts to act on")
  }

  /// The two events the stepper and the segmented control emit are phrased by each
  /// reader in its own way, from the realised nodes.
  @Test func eachReaderPhrasesTheSameEventItsOwnWay() throws {
    let quantity = try ScenarioLoader.parse(
      text: "elements:\n  - stepper: { label: Quantity, value: 2 }", file: "stepper.yaml"
    ).screen
    var spoken: [Platform: String] = [:]
    for platform in Platform.allCases {
      let context = RealizationContext(platform: platform, componentIndex: 0)
      let value = try #require(quantity.components[0].realize(context).first { $0.route.part.kind == .value })
      let phrasing: any PhrasingPolicy = platform == .ios ? VoiceOverPhrasing() : TalkBackPhrasing()
      spoken[platform] = phrasing.shownValueChanged(value)?.text
    }
    // UIStepper posts the value alone; Android's live value text is read whole.
    #expect(spoken == [.ios: "2", .android: "Quantity, 2"])
  }
}
