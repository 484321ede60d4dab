/// What every component can carry, whatever its kind.
public struct CommonProperties: Sendable {
  public var id: String
  /// The visible label (never a placeholder).
  public var label: String?
  /// How a message names the element: its label, else its id.
  public var labelOrID: String { label ?? id }
  public var hint: String?
  public var disabled: Bool
  /// false: the visible label is its own element, a separate swipe (a grouping defect).
  public var grouped: Bool
  public var ios: IOSProperties
  public var android: AndroidProperties
  /// The id of a modal this element opens when activated.
  public var opens: String?
  /// Activating it closes the modal it is in.
  public var closes: Bool
  public var announce: LiveAnnouncement?
  /// What a long press (double tap and hold) does: open a modal and/or announce.
  public var longPress: LongPress?
  /// Custom actions on both platforms, each doing what it says.
  public var actions: [CustomAction] = []
  public var location: SourceLocation?
  /// The language of its text (`lang:`), an eSpeak NG tag (`SpeechLanguage`); nil: the scenario's.
  public var language: String?
  /// `selected: true`: iOS's selected trait, Android's `isSelected`, on any element
  /// (a kind with a selected option of its own reads `selected` as that option).
  public var selected = false
  /// `size: 40x40`: how large it is drawn (points on iOS, dp on Android), for the touch-target check.
  public var size: TargetSize?
  /// The toolkits that built it (`toolkit:`), the scenario's where it names none;
  /// `android: { widget: compose }` is read as `toolkit: compose`.
  public var toolkits = Toolkits()
  /// Where it is drawn (`frame:`), for the screen's picture; nil: laid out in order.
  public var frame: ElementFrame?
  /// `busy: true`: React Native's accessibilityState busy (its work is under way).
  public var busy = false

  public init(
    id: String, label: String? = nil, hint: String? = nil, disabled: Bool = false,
    grouped: Bool = true, ios: IOSProperties = IOSProperties(),
    android: AndroidProperties = AndroidProperties(), opens: String? = nil,
    closes: Bool = false, announce: LiveAnnouncement? = nil, longPress: LongPress? = nil,
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.label = label
    self.hint = hint
    self.disabled = disabled
    self.grouped = grouped
    self.ios = ios
    self.android = android
    self.opens = opens
    self.closes = closes
    self.announce = announce
    self.longPress = longPress
    self.location = location
  }

  public static let id = PropertyKey(
    "id", .string, "A name to refer to the element by; defaults to one made from its label.")
  public static let label = PropertyKey(
    "label", .string, "The visible label, which is also the spoken name unless a native property overrides it.")
  public static let hint = PropertyKey("hint", .string, "A usage hint, spoken after a pause when hints are on.")
  public static let lang = PropertyKey(
    "lang", .string,
    "The language of its text (e.g. en, de, fr-CA), spoken in that language's voice; default: the scenario's lang, else the locale (docs/languages.md)."
  )
  public static let disabled = PropertyKey(
    "disabled", .bool, "Dimmed (iOS) / disabled (Android); activation does nothing.")
  public static let selected = PropertyKey(
    "selected", .bool,
    "true: selected, on any element: VoiceOver's selected trait ('Selected'), Android's isSelected (TalkBack 'selected'). A kind with options reads 'selected' as its chosen option instead."
  )
  public static let grouped = PropertyKey(
    "grouped", .bool, "false: the label is a separate element, reached by its own swipe.")
  public static let ios = PropertyKey("ios", .map(IOSProperties.keys), "UIKit / SwiftUI accessibility properties.")
  public static let android = PropertyKey(
    "android", .map(AndroidProperties.keys), "Android View / Compose accessibility properties.")
  public static let opens = PropertyKey("opens", .string, "The id of a modal this element opens.")
  public static let closes = PropertyKey("closes", .bool, "Activating it closes the modal it is in.")
  public static let announce = PropertyKey(
    "announce", .stringOrMap(LiveAnnouncement.keys), "Announced when activated (live region).")
  public static let longPress = PropertyKey(
    "long-press", .map(LongPress.keys), "What double tap and hold does: opens a modal, announces.")
  public static let actions = PropertyKey(
    "actions", .listOf(CustomAction.keys),
    "Custom actions on both platforms (rotor / actions menu), each able to open, close or announce.")
  public static let size = PropertyKey(
    "size", .string,
    "How large it is drawn, WIDTHxHEIGHT (e.g. 40x40) or one number for a square, in points on iOS and dp on Android; earshot check compares it with each platform's minimum touch target."
  )
  public static let toolkit = PropertyKey("toolkit", .strings, Toolkits.summary)
  public static let frame = PropertyKey(
    "frame", .map(ElementFrame.keys),
    "Where it is drawn, as a dump's bounds give it ({ x, y, width, height }): the screen's picture in the playground and the hand-off page. Screen readers never read it."
  )
  public static let busy = PropertyKey(
    "busy", .bool,
    "true: busy, its work under way (React Native's accessibilityState busy): 'busy' after the name on both readers.")
  public static let keys: [PropertyKey] = [
    id, label, hint, lang, disabled, selected, grouped, ios, android, opens, closes, announce, longPress, actions,
    size, toolkit, frame,
    busy,
  ]

  /// The common keys a kind takes: those its own keys do not redefine (`selected`
  /// names a kind's chosen option where it has options).
  public static func keys(besides kindKeys: [PropertyKey]) -> [PropertyKey] {
    keys.filter { common in !kindKeys.contains { $0.name == common.name } }
  }

  /// Reads the common keys; `defaultID` is used when the map has no `id`. A key the
  /// kind redefines (`kindKeys`) is left to the kind.
  public init(reading reader: PropertyReader, defaultID: String, kindKeys: [PropertyKey] = []) {
    if !kindKeys.contains(where: { $0.name == Self.selected.name }) { selected = reader.bool(Self.selected) ?? false }
    // A label of only spaces shows nothing, so it names nothing.
    label = reader.string(Self.label).flatMap { $0.trimmed.isEmpty ? nil : $0 }
    id = reader.string(Self.id) ?? defaultID
    hint = reader.string(Self.hint)
    language = reader.speechLanguage(Self.lang)
    disabled = reader.bool(Self.disabled) ?? false
    grouped = reader.bool(Self.grouped) ?? true
    ios = reader.nested(Self.ios).map(IOSProperties.init(reading:)) ?? IOSProperties()
    android =
      reader.nested(Self.android).map(AndroidProperties.init(reading:))
      ?? AndroidProperties()
    opens = reader.string(Self.opens)
    closes = reader.bool(Self.closes) ?? false
    announce = LiveAnnouncement.read(reader, Self.announce)
    longPress = reader.nested(Self.longPress).map(LongPress.init(reading:))
    actions = CustomAction.read(reader, Self.actions)
    toolkits = reader.toolkits(Self.toolkit)
    if android.widget == .compose {
      if toolkits.android == .views {
        reader.diagnostics.error(
          at: reader.locationOf(Self.toolkit),
          "'toolkit: views' and 'android: { widget: compose }' disagree; keep one (widget: compose means toolkit: compose)"
        )
      }
      toolkits.android = .compose
    }
    frame = reader.nested(Self.frame).flatMap(ElementFrame.read)
    busy = reader.bool(Self.busy) ?? false
    location = reader.location
    if let text = reader.string(Self.size) {
      size = TargetSize(parsing: text)
      if size == nil {
        reader.diagnostics.error(
          at: reader.locationOf(Self.size),
          "size: '\(text)' is not a size; write WIDTHxHEIGHT in points / dp, e.g. size: 44x44, or one number for a square"
        )
      }
    }
  }

  /// The toolkit that built it on a platform: its own, the scenario's, else UIKit or Views.
  public func toolkit(on platform: Platform) -> Toolkit {
    toolkits[platform] ?? .standard(on: platform)
  }

  /// Hidden from the screen reader by a native property of this platform.
  public func isHidden(on platform: Platform) -> Bool {
    switch platform {
    case .ios: ios.isAccessibilityElement == false
    case .android: android.importantForAccessibility == false
    }
  }
}

extension CommonProperties {
  /// The effects every activatable element has from its common keys.
  public var activationEffects: [Effect] {
    // The announcement comes last: it is posted after the screen has changed.
    var effects: [Effect] = []
    if let opens { effects.append(.openModal(opens)) }
    if closes { effects.append(.closeWindow) }
    if let announce { effects.append(.announce(announce)) }
    return effects
  }
}
