import Catalog
import Testing
import TextUI

/// JSON that is valid but does not fit a binding's type gets a reason saying what was expected,
/// where, and what was found (the values an enumeration allows, when it lists them).
@MainActor
@Suite struct WrongTypedValueTests {
    struct Item: Codable {
        var id: Int
        var count: UInt8
        var title: String
        var rating: Double? = nil
        var order: Order? = nil
    }

    enum Order: String, Codable, CaseIterable {
        case newest, oldest
    }

    static let component = ComponentDescriptor("Items", summary: "items and an order") { context in
        let items = context.binding("items", default: [Item]())
        let order = context.binding("order", default: Order.newest)
        return Text("\(items.wrappedValue.count) \(order.wrappedValue)")
    }

    private func reason(_ json: String, for name: String) throws -> String? {
        let binding = try #require(Self.component.bindings().first { $0.name == name })
        do {
            _ = try binding.value(fromJSON: json)
            return nil
        } catch CatalogError.invalidJSON(_, _, let reason) {
            return reason
        }
    }

    @Test func aFractionForAnInteger_saysAnIntegerWasExpected_atItsPath() throws {
        #expect(
            try reason(#"[{"id":1.5,"count":1,"title":"a"}]"#, for: "items")
                == "expected an integer (Int) at [0].id, found 1.5")
    }

    @Test func anIntegerOutOfRange_saysTheRange() throws {
        #expect(
            try reason(#"[{"id":1,"count":1,"title":"a"},{"id":2,"count":300,"title":"b"}]"#, for: "items")
                == "expected an integer (UInt8) from 0 to 255 at [1].count, found 300")
    }

    /// A number too small (or too large) for a Double is named with its path, not "not valid JSON".
    @Test func aNumberADoubleCannotHold_saysADoubleWasExpected_atItsPath() throws {
        #expect(
            try reason(#"[{"id":1,"count":1,"title":"a","rating":1e-400}]"#, for: "items")
                == "expected a number (Double) at [0].rating, found 1e-400")
        #expect(
            try reason(#"[{"id":1,"count":1,"title":"a","rating":-2.5e400}]"#, for: "items")
                == "expected a number (Double) at [0].rating, found -2.5e400")
        #expect(try reason(#"[{"id":1,"count":1,"title":"a","rating":0e-400}]"#, for: "items") == nil, "zero is zero")
    }

    @Test func aValueThatIsNoCase_listsTheCases() throws {
        #expect(
            try reason(#""random""#, for: "order")
                == #"expected one of "newest", "oldest" at the top level, found "random""#)
    }

    @Test func aValueThatIsNoCase_insideANestedValue_listsTheCases_atItsPath() throws {
        #expect(
            try reason(
                #"[{"id":1,"count":1,"title":"a"},{"id":2,"count":1,"title":"b","order":"random"}]"#, for: "items")
                == #"expected one of "newest", "oldest" at [1].order, found "random""#)
    }

    @Test func aCaseIterableBinding_exposesItsAllowedValues() throws {
        let bindings = Self.component.bindings()
        #expect(bindings.map(\.allowedValues) == [nil, [#""newest""#, #""oldest""#]])
    }
}
