import Foundation
import Testing
import TextUI

/// Text fields over a `Formatter` show the formatted value and write back what it reads; the older
/// `onCommit:` spellings run when submitted.
@MainActor
@Suite struct TextFieldFormatterTests {
    static let decimal: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    struct Tip: View {
        @State private var amount = 1234.5
        @State private var people = 2
        var body: some View {
            TextField("Amount", value: $amount, formatter: TipFieldFormatter.decimal)
            TextField("People", value: $people, formatter: TipFieldFormatter.decimal, prompt: Text("2"))
            Text("Each: \(amount / Double(people), specifier: "%.2f")")
        }
    }

    @Test func field_showsTheFormattedValue_andWritesWhatTheFormatterReads() throws {
        let host = ViewHost(Tip())
        #expect(host.render() == "Amount: [1,234.5]\nPeople: [2]\nEach: 617.25")

        try host.type("2,000", into: "Amount")
        try host.type("4", into: "People")

        #expect(host.render() == "Amount: [2,000]\nPeople: [4]\nEach: 500.00")
    }

    @Test func textTheFormatterCannotRead_changesNothing() throws {
        let host = ViewHost(Tip())

        try host.type("lots", into: "Amount")

        #expect(host.render() == "Amount: [1,234.5]\nPeople: [2]\nEach: 617.25")
    }

    struct Login: View {
        @State private var name = ""
        @State private var secret = ""
        @State private var log: [String] = []
        var body: some View {
            TextField("Name" as String, text: $name, onCommit: { log.append("name") })
            SecureField("Password", text: $secret, onCommit: { log.append("password") })
            Text(log.joined(separator: ","))
        }
    }

    @Test func olderOnCommitSpellings_runWhenSubmitted() throws {
        let host = ViewHost(Login())

        try host.submit("Name")
        try host.submit("Password")

        #expect(host.render().hasSuffix("name,password"))
    }
}

/// The formatter the tests' views use (a view cannot capture a test's own).
enum TipFieldFormatter {
    @MainActor static let decimal = TextFieldFormatterTests.decimal
}
