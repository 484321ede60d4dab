/// A component that is nothing but its common properties (a button, a heading, text).
public protocol PlainComponent: Component {
  init(common: CommonProperties)
}

extension PlainComponent {
  public init(common: CommonProperties, reading reader: PropertyReader) {
    self.init(common: common)
  }
}
