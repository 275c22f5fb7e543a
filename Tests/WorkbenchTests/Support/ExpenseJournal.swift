import Foundation
import Observation
import TextUI
import TextUIMacroDeclarations

// An expense journal as an everyday app writes it, for ExpenseJournalReplayTests: an
// `@Observable` store injected with `.environment`, a `NavigationStack(path:)` with
// `navigationDestination(for:)`, `.searchable`, a swipe action behind a confirmation alert, an add
// sheet with a `Form`, a detail view with currency and date formatting, and a `.task` that loads
// through a protocol whose fakes wait (a real sleep, or a clock the test moves by hand), or the
// same load started as a `Task { }` in `onAppear`.

/// One expense.
struct JournalExpense: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var title: String
    var amount: Double
    var date: Date
    var category: String
    var quantity = 1
    var reimbursable = false
}

/// Where the journal's expenses come from.
protocol JournalLoader: Sendable {
    func load() async throws -> [JournalExpense]
}

/// The journal's sample expenses (fixed dates, so renderings do not depend on the day).
enum JournalSamples {
    static let all = [
        JournalExpense(
            id: 1, title: "Groceries", amount: 42.5, date: Date(timeIntervalSince1970: 1_796_342_400), category: "Food"),
        JournalExpense(
            id: 2, title: "Cinema", amount: 12, date: Date(timeIntervalSince1970: 1_796_428_800), category: "Fun"),
        JournalExpense(
            id: 3, title: "Train", amount: 23.9, date: Date(timeIntervalSince1970: 1_796_515_200), category: "Travel"),
    ]
}

/// The preview's fake loader: it sleeps, as a real one takes time, then answers the samples.
/// (A product-side fake: its sleep is the latency it stands for.)
struct SleepingJournalLoader: JournalLoader {
    var delay = Duration.milliseconds(300)

    func load() async throws -> [JournalExpense] {
        try await Task.sleep(for: delay)
        return JournalSamples.all
    }
}

/// A loader that waits on a clock the test moves by hand: it answers only once the test advanced
/// the clock past its delay, however long that takes.
struct ClockedJournalLoader: JournalLoader {
    let clock: HandMovedClock
    var delay = Duration.milliseconds(300)

    func load() async throws -> [JournalExpense] {
        try await clock.sleep(for: delay)
        return JournalSamples.all
    }
}

/// A clock that stands still until the test advances it; `sleep` returns once it was advanced
/// past the sleeper's deadline (or throws when the sleeper's task is cancelled).
actor HandMovedClock {
    private var now = Duration.zero
    private var sleepers: [Int: (deadline: Duration, continuation: CheckedContinuation<Void, Error>)] = [:]
    private var lastID = 0
    private var watchers: [CheckedContinuation<Void, Never>] = []
    /// How many sleeps began, in all.
    private(set) var sleepsBegun = 0

    func sleep(for duration: Duration) async throws {
        lastID += 1
        let id = lastID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleepers[id] = (now + duration, continuation)
                sleepsBegun += 1
                let waiting = watchers
                watchers.removeAll()
                for watcher in waiting { watcher.resume() }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        sleepers.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError())
    }

    /// Waits until `count` sleeps began in all (a condition, never a period).
    func untilSleepsBegun(_ count: Int) async {
        while sleepsBegun < count {
            await withCheckedContinuation { watchers.append($0) }
        }
    }

    /// Moves the clock forward: the sleepers whose deadline passed wake.
    func advance(by duration: Duration) {
        now += duration
        for (id, sleeper) in sleepers where sleeper.deadline <= now {
            sleepers[id] = nil
            sleeper.continuation.resume()
        }
    }
}

/// The journal's model, as an app keeps it.
@Observable
@MainActor
final class JournalStore {
    var expenses: [JournalExpense] = []
    var isLoading = false
    var nextID = 100

    func load(from loader: any JournalLoader) async {
        isLoading = true
        defer { isLoading = false }
        expenses = (try? await loader.load()) ?? []
    }

    func remove(_ id: Int) {
        expenses.removeAll { $0.id == id }
    }

    func add(_ expense: JournalExpense) {
        var expense = expense
        expense.id = nextID
        nextID += 1
        expenses.append(expense)
    }
}

/// The journal: the expenses (searchable, each opening its detail, each deleted behind an alert),
/// a sheet to add one, and the load when it appears.
struct JournalView: View {
    @Environment(JournalStore.self) private var store
    let loader: any JournalLoader
    /// True to load as `.onAppear { Task { … } }` does, rather than with `.task`.
    var loadsInOnAppear = false
    @State private var path: [Int] = []
    @State private var query = ""
    @State private var deleting: JournalExpense?
    @State private var isConfirming = false
    @State private var isAdding = false

    private var visible: [JournalExpense] {
        query.isEmpty ? store.expenses : store.expenses.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if store.isLoading { Text("Loading expenses…") }
                ForEach(visible) { expense in
                    NavigationLink(value: expense.id) {
                        Text(expense.title)
                    }
                    .swipeActions {
                        Button("Remove", role: .destructive) {
                            deleting = expense
                            isConfirming = true
                        }
                    }
                }
                Text("\(store.expenses.count) expenses")
            }
            .searchable(text: $query)
            .navigationTitle("Expenses")
            .navigationDestination(for: Int.self) { id in
                if let expense = store.expenses.first(where: { $0.id == id }) {
                    JournalDetailView(expense: expense)
                }
            }
            .toolbar { Button("Add Expense") { isAdding = true } }
            .alert("Delete this expense?", isPresented: $isConfirming, presenting: deleting) { expense in
                Button("Delete", role: .destructive) { store.remove(expense.id) }
                Button("Cancel", role: .cancel) {}
            }
            .sheet(isPresented: $isAdding) {
                AddJournalExpenseView { store.add($0) }
            }
        }
        .task { if !loadsInOnAppear { await store.load(from: loader) } }
        .onAppear {
            if loadsInOnAppear { Task { await store.load(from: loader) } }
        }
    }
}

/// One expense in full: its amount as currency, its date.
struct JournalDetailView: View {
    let expense: JournalExpense

    var body: some View {
        VStack {
            Text(expense.title)
            Text(expense.amount, format: .currency(code: "EUR"))
            Text(expense.date, style: .date)
            Text(expense.category)
        }
    }
}

/// The add sheet: a form of the new expense's fields.
struct AddJournalExpenseView: View {
    let save: (JournalExpense) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var date = Date(timeIntervalSince1970: 1_796_342_400)
    @State private var category = "Food"
    @State private var quantity = 1
    @State private var reimbursable = false

    var body: some View {
        Form {
            TextField("Title", text: $title)
            DatePicker("Date", selection: $date, displayedComponents: .date)
            Picker("Category", selection: $category) {
                Text("Food").tag("Food")
                Text("Fun").tag("Fun")
                Text("Travel").tag("Travel")
            }
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Toggle("Reimbursable", isOn: $reimbursable)
            Button("Save") {
                save(
                    JournalExpense(
                        id: 0, title: title, amount: 0, date: date, category: category, quantity: quantity,
                        reimbursable: reimbursable))
                dismiss()
            }
        }
    }
}

#Preview("Journal") {
    JournalView(loader: SleepingJournalLoader())
        .environment(JournalStore())
}
