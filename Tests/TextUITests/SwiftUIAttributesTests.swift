import Foundation
import Testing
import TextUI

/// SwiftUI's attributes of an `AttributedString`: set by name on a string, a range or a container,
/// kept on their runs, beside Foundation's; `Text` shows the characters (Apple's
/// `AttributeScopes.SwiftUIAttributes`).
@MainActor
@Suite struct SwiftUIAttributesTests {
    @Test func swiftUIAttributes_areKeptOnTheirRuns_andTextShowsTheCharacters() throws {
        var string = AttributedString("Hello world")
        string.font = .headline
        let world = try #require(string.range(of: "world"))
        string[world].foregroundColor = .red
        string[world].backgroundColor = .yellow
        string[world].underlineStyle = .single
        string[world].strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        string[world].kern = 1
        string[world].tracking = 2
        string[world].baselineOffset = 3
        string[world].link = URL(string: "https://swift.org")

        #expect(string.runs.count == 2)
        let last = try #require(string.runs.last)
        #expect(last.font == .headline && last.foregroundColor == .red && last.backgroundColor == .yellow)
        #expect(
            last.underlineStyle == .single && last.strikethroughStyle == Text.LineStyle(pattern: .dash, color: .blue))
        #expect(last.kern == 1 && last.tracking == 2 && last.baselineOffset == 3)
        #expect(last.link == URL(string: "https://swift.org"))
        #expect(string.runs.first?.foregroundColor == nil)
        #expect(ViewHost(Text(string)).render() == "Hello world")
    }

    @Test func aContainerOfSwiftUIAttributes_mergesIntoAString() {
        var container = AttributeContainer()
        container.foregroundColor = .green
        container.font = .caption
        var string = AttributedString("ok", attributes: container)
        #expect(string.foregroundColor == .green)

        var bold = AttributeContainer()
        bold.font = .body.bold()
        string.mergeAttributes(bold)
        #expect(string.font == .body.bold() && string.foregroundColor == .green)
        _ = AttributeScopes.SwiftUIAttributes.self
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
    }
}
