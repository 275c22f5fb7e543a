import AddressBookUI
import Testing

/// A file that imports only AddressBookUI sees UIKit and Foundation through it, as on iOS.
@Suite struct AddressBookUITests {
    @MainActor @Test func theImport_bringsUIKitAndFoundation() {
        let label = UILabel()
        label.text = URL(fileURLWithPath: "/tmp").lastPathComponent
        #expect(label.text == "tmp")
    }
}
