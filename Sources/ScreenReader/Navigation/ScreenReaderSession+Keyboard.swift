/// An external keyboard, as the seeds' keyboard tables describe it.
extension ScreenReaderSession {
  /// External keyboard per the seeds' tables: Tab moves between controls, Space
  /// activates on both platforms, Enter only on Android, arrows move in lists and pickers.
  mutating func keyboard(_ key: KeyboardKey) -> [ReaderEvent] {
    let adjustable = focusedNode?.isAdjustable == true
    switch key {
    case .tab: return move(.forward, keyboard: true)
    case .shiftTab: return move(.backward, keyboard: true)
    case .space: return act(.activate)
    case .enter: return reader.behaviour.enterActivates ? act(.activate) : []
    case .esc: return escape()
    case .down: return adjustable ? adjust(.increment) : move(.forward, keyboard: false)
    case .up: return adjustable ? adjust(.decrement) : move(.backward, keyboard: false)
    case .right: return adjustable ? adjust(.increment) : move(.forward, keyboard: false)
    case .left: return adjustable ? adjust(.decrement) : move(.backward, keyboard: false)
    default: return []  // the readers' own shortcuts: KeyboardKey+ReaderShortcut
    }
  }
}
