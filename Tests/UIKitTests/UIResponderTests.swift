import Foundation
import Testing
import UIKit

/// The keyboard-avoidance idiom compiles and reads what a keyboard notification carries; nothing
/// posts keyboard notifications here (there is no on-screen keyboard), and nothing is first
/// responder.
@MainActor
@Suite struct UIResponderTests {
    @Test func aKeyboardObserver_readsTheFrameFromTheNotification() {
        @MainActor final class Heights { var values: [CGFloat] = [] }
        let center = NotificationCenter()
        let heights = Heights()
        let observer = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            let frame = ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let height = frame?.height ?? 0
            MainActor.assumeIsolated { heights.values.append(height) }  // posted below, on the main actor
        }
        defer { center.removeObserver(observer) }

        center.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 500, width: 393, height: 336))
            ])
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)

        #expect(heights.values == [336])
    }

    @Test func values_giveBackThePointsSizesAndRectanglesTheyHold() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func nothingIsFirstResponder() {
        let field = UITextField()
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(field.resignFirstResponder())
        #expect(field.next == nil)
    }
}
