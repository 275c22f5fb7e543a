import SwiftUI

/// The books finished so far, read from a `ReadingLog`: a row each, which a swipe offers to read
/// again. An internal view, as an app's are (tests reach it with `@testable import`).
struct FinishedBooks: View {
    var log: ReadingLog

    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(log.finished, id: \.self) { title in
                    Text(title)
                        .swipeActions {
                            Button("Read again") { log.readAgain(title) }
                        }
                }
            }
            Text("\(log.finished.count) finished")
        }
    }
}

extension ReadingLog {
    /// A log with two books finished: sample data kept to this file, as previews' often is.
    fileprivate static func sample() -> ReadingLog {
        let log = ReadingLog()
        log.finish("Piranesi")
        log.finish("Kindred")
        return log
    }
}

// The preview makes its model once (the workbench evaluates a preview once per mount, as Xcode
// does), from sample data private to this file.
#Preview("Finished") {
    FinishedBooks(log: .sample())
}
