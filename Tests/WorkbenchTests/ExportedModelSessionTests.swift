// A test exported by the workbench: a session on Journal, replayed.
// Add it to a test target that may import what it imports.
import Foundation
import Testing
import TextUI
import TextUITesting

@MainActor
@Test private func replaysWorkbenchSessionOnJournal() async throws {
    // Dates show in the zone the session showed them in, wherever the test runs.
    HostTimeZone.set("UTC")
    let host = ViewHost(
        JournalView(loader: InstantJournalLoader()).environment(JournalStore()),
        appStorage: StoredValues())
    await host.settle()

    // set store.expenses[1].title "Opera"
    try #require(host.environmentObject(WorkbenchTests.JournalStore.self)).expenses = try JSONFixture.decode(
        Swift.Array<WorkbenchTests.JournalExpense>.self,
        #"""
        [
          {"amount":42.5,"category":"Food","date":"2026-12-04T00:00:00Z","id":1,"quantity":1,"reimbursable":false,"title":"Groceries"},
          {"amount":12,"category":"Fun","date":"2026-12-05T00:00:00Z","id":2,"quantity":1,"reimbursable":false,"title":"Opera"},
          {"amount":23.9,"category":"Travel","date":"2026-12-06T00:00:00Z","id":3,"quantity":1,"reimbursable":false,"title":"Train"}
        ]
        """#)
    await host.settle()

    // set store.expenses[1].amount 15
    try #require(host.environmentObject(WorkbenchTests.JournalStore.self)).expenses = try JSONFixture.decode(
        Swift.Array<WorkbenchTests.JournalExpense>.self,
        #"""
        [
          {"amount":42.5,"category":"Food","date":"2026-12-04T00:00:00Z","id":1,"quantity":1,"reimbursable":false,"title":"Groceries"},
          {"amount":15,"category":"Fun","date":"2026-12-05T00:00:00Z","id":2,"quantity":1,"reimbursable":false,"title":"Opera"},
          {"amount":23.9,"category":"Travel","date":"2026-12-06T00:00:00Z","id":3,"quantity":1,"reimbursable":false,"title":"Train"}
        ]
        """#)
    await host.settle()

    try host.tap("Opera")
    await host.settle()

    let rendering = host.render()
    #expect(
        rendering == #"""
            [ ‹ Back ]
            Opera
            €15.00
            5 December 2026
            Fun
            """#
    )
    host.unmount()
}
