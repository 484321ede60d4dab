/// The same 20,000-node settings list as the page sources and descriptions the other import formats
/// print: Appium's on both platforms, idb's `describe-all --json` and XCUITest's debugDescription.
/// On iOS a row is a cell holding a title, a summary and a switch, as UITableView's are.
extension LargeImportBenchmark {
  static func appiumAndroid() -> String {
    func node(_ className: String, _ text: String, _ bounds: String, clickable: Bool, checkable: Bool = false)
      -> String
    {
      "<\(className) index=\"0\" package=\"com.example\" class=\"\(className)\" text=\"\(text)\" content-desc=\"\" checkable=\"\(checkable)\" checked=\"false\" clickable=\"\(clickable)\" enabled=\"true\" focusable=\"\(clickable)\" focused=\"false\" long-clickable=\"false\" password=\"false\" scrollable=\"false\" selected=\"false\" bounds=\"\(bounds)\" displayed=\"true\""
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    xml += "<hierarchy index=\"0\" class=\"hierarchy\" rotation=\"0\" width=\"1080\" height=\"240000\">\n"
    xml += node("android.widget.FrameLayout", "", "[0,0][1080,240000]", clickable: false) + ">\n"
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        xml += node("android.widget.TextView", "Section \(row)", "[40,\(top)][1040,\(top + 40)]", clickable: false)
        xml += " />\n"
      }
      xml += node("android.widget.LinearLayout", "", "[0,\(top)][1080,\(top + 110)]", clickable: true) + ">\n"
      xml += node("android.widget.TextView", "Setting \(row)", "[40,\(top)][800,\(top + 50)]", clickable: false)
      xml += " />\n"
      xml += node(
        "android.widget.TextView", "Summary of setting \(row)", "[40,\(top + 50)][800,\(top + 100)]", clickable: false)
      xml += " />\n"
      xml += node(
        "android.widget.Switch", "", "[900,\(top + 20)][1040,\(top + 90)]", clickable: false, checkable: true)
      xml += " />\n</android.widget.LinearLayout>\n"
    }
    return xml + "</android.widget.FrameLayout>\n</hierarchy>\n"
  }

  static func appiumIOS() -> String {
    func element(_ type: String, _ attributes: String, y: Int, x: Int = 0, width: Int = 402, height: Int) -> String {
      "<XCUIElementType\(type) type=\"XCUIElementType\(type)\" \(attributes) enabled=\"true\" visible=\"true\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" index=\"0\""
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
    xml += element("Application", "name=\"Settings\" label=\"Settings\" accessible=\"false\"", y: 0, height: 240000)
    xml += ">\n" + element("Table", "accessible=\"false\"", y: 0, height: 240000) + ">\n"
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        xml +=
          element(
            "StaticText", "name=\"Section \(row)\" label=\"Section \(row)\" accessible=\"true\" traits=\"Header\"",
            y: top, x: 16, width: 370, height: 40) + "/>\n"
      }
      xml += element("Cell", "accessible=\"false\"", y: top, height: 110) + ">\n"
      xml +=
        element(
          "StaticText", "value=\"Setting \(row)\" label=\"Setting \(row)\" accessible=\"true\" traits=\"StaticText\"",
          y: top, x: 16, width: 280, height: 50) + "/>\n"
      xml +=
        element(
          "StaticText",
          "value=\"Summary of setting \(row)\" label=\"Summary of setting \(row)\" accessible=\"true\" traits=\"StaticText\"",
          y: top + 50, x: 16, width: 280, height: 50) + "/>\n"
      xml +=
        element(
          "Switch", "value=\"0\" label=\"Setting \(row)\" accessible=\"true\" traits=\"Button\"", y: top + 40, x: 330,
          width: 51, height: 31) + "/>\n"
      xml += "</XCUIElementTypeCell>\n"
    }
    return xml + "</XCUIElementTypeTable>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
  }

  /// `idb ui describe-all --json`: flat, every element with its frame, as idb prints it.
  static func idbDescription() -> String {
    var items: [String] = []
    func element(
      _ role: String, _ type: String, _ description: String, _ label: String, value: String?, _ frame: String
    ) {
      let axValue = value.map { "\"\($0)\"" } ?? "null"
      items.append(
        "{\"AXFrame\": \"\", \"AXUniqueId\": null, \"frame\": {\(frame)}, \"role_description\": \"\(description)\", \"AXLabel\": \"\(label)\", \"content_required\": false, \"type\": \"\(type)\", \"title\": null, \"help\": null, \"custom_actions\": [], \"AXValue\": \(axValue), \"enabled\": true, \"role\": \"\(role)\", \"subrole\": null, \"pid\": 4242}"
      )
    }
    element(
      "AXApplication", "Application", "application", "Settings", value: nil,
      "\"y\": 0, \"x\": 0, \"width\": 402, \"height\": 240000")
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        element(
          "AXHeading", "Heading", "heading", "Section \(row)", value: nil,
          "\"y\": \(top), \"x\": 16, \"width\": 370, \"height\": 40")
      }
      element(
        "AXGroup", "Cell", "cell", "", value: nil, "\"y\": \(top), \"x\": 0, \"width\": 402, \"height\": 110")
      element(
        "AXStaticText", "StaticText", "text", "Setting \(row)", value: nil,
        "\"y\": \(top), \"x\": 16, \"width\": 280, \"height\": 50")
      element(
        "AXStaticText", "StaticText", "text", "Summary of setting \(row)", value: nil,
        "\"y\": \(top + 50), \"x\": 16, \"width\": 280, \"height\": 50")
      element(
        "AXCheckBox", "Switch", "switch", "Setting \(row)", value: "0",
        "\"y\": \(top + 40), \"x\": 330, \"width\": 51, \"height\": 31")
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// XCUITest's `debugDescription` of the app: one line per element, indented by depth.
  static func xcuitestDescription() -> String {
    var address = 0x6000_02d1_c000
    var lines = ["Attributes: Application, pid: 4242, label: 'Settings'", "Element subtree:"]
    func line(_ indent: Int, _ type: String, _ frame: (Int, Int, Int, Int), _ rest: String) {
      address += 0xe0
      let (x, y, width, height) = frame
      lines.append(
        String(repeating: " ", count: indent)
          + "\(type), 0x\(String(address, radix: 16)), {{\(x).0, \(y).0}, {\(width).0, \(height).0}}"
          + rest)
    }
    lines.append(" →Application, 0x600002d1c000, pid: 4242, label: 'Settings'")
    line(4, "Window (Main)", (0, 0, 402, 240000), "")
    line(6, "Table", (0, 0, 402, 240000), "")
    rows { row, heading in
      let top = 100 + row * 120
      if heading { line(8, "StaticText", (16, top, 370, 40), ", label: 'Section \(row)'") }
      line(8, "Cell", (0, top, 402, 110), ", identifier: 'row\(row)'")
      line(10, "StaticText", (16, top, 280, 50), ", label: 'Setting \(row)'")
      line(10, "StaticText", (16, top + 50, 280, 50), ", label: 'Summary of setting \(row)'")
      line(10, "Switch", (330, top + 40, 51, 31), ", label: 'Setting \(row)', value: 0")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
