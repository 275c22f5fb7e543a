import CloudKit
import Foundation
import Testing

/// CloudKit as on a device signed out of iCloud: the account check answers `.noAccount`, requests
/// fail with the errors such a device reports, records hold their fields in memory.
@Suite struct CloudKitTests {
    @Test func theAccountStatus_isNoAccount_inBothForms() async throws {
        let container = CKContainer.default()
        #expect(try await container.accountStatus() == .noAccount)
        let (status, error) = await withCheckedContinuation { continuation in
            container.accountStatus { continuation.resume(returning: ($0, $1)) }
        }
        #expect(status == .noAccount)
        #expect(error == nil)
        #expect(container.containerIdentifier?.hasPrefix("iCloud.") == true)
        #expect(CKContainer(identifier: "iCloud.com.example.notes").containerIdentifier == "iCloud.com.example.notes")
    }

    @Test func privateReadsAndAllWrites_failAsNotAuthenticated_publicReadsAsOffline() async throws {
        let container = CKContainer(identifier: "iCloud.com.example.notes")
        let record = CKRecord(recordType: "Note")
        await #expect(throws: CKError(.notAuthenticated)) {
            try await container.privateCloudDatabase.record(for: record.recordID)
        }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await container.publicCloudDatabase.save(record)
        }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await container.sharedCloudDatabase.deleteRecord(withID: record.recordID)
        }
        await #expect(throws: CKError(.networkUnavailable)) {
            try await container.publicCloudDatabase.record(for: record.recordID)
        }
        await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }
        #expect(container.database(with: .private).databaseScope == .private)
    }

    @Test func completionHandlers_getTheSameErrors_matchedByCode() async {
        let database = CKContainer.default().privateCloudDatabase
        let query = CKQuery(recordType: "Note", predicate: NSPredicate(value: true))
        query.sortDescriptors = []
        let (records, error) = await withCheckedContinuation { continuation in
            database.perform(query, inZoneWith: nil) { continuation.resume(returning: ($0, $1)) }
        }
        #expect(records == nil)
        let matched: Bool
        switch error {
        case CKError.notAuthenticated?: matched = true
        default: matched = false
        }
        #expect(matched)
        #expect((error as NSError?)?.domain == CKErrorDomain)
        #expect((error as NSError?)?.code == 9)
        #expect(error?.localizedDescription == "No iCloud account is configured")

        let saved = await withCheckedContinuation { continuation in
            database.save(CKRecord(recordType: "Note")) { record, error in
                continuation.resume(returning: record == nil && (error as? CKError)?.code == .notAuthenticated)
            }
        }
        #expect(saved)
    }

    @Test func aRecord_keepsItsFields_byName_andType() {
        let zone = CKRecordZone.ID(zoneName: "Notes")
        let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n1", zoneID: zone))
        record["title"] = "Milk"
        record["count"] = 3
        record.setObject(Date(timeIntervalSince1970: 0), forKey: "due")
        record.setValue(["a", "b"], forKey: "tags")

        #expect(record["title"] as? String == "Milk")
        let count: Int? = record["count"]
        #expect(count == 3)
        #expect(record.object(forKey: "due") as? Date == Date(timeIntervalSince1970: 0))
        #expect(record.value(forKey: "tags") as? [String] == ["a", "b"])
        #expect(record.allKeys() == ["count", "due", "tags", "title"])
        record["title"] = nil
        #expect(record["title"] == nil)
        #expect(record.recordID.recordName == "n1")
        #expect(record.recordID.zoneID.zoneName == "Notes")
        #expect(record.recordID.zoneID.ownerName == CKCurrentUserDefaultName)
        #expect(CKRecord(recordType: "Note").recordID.zoneID == .default)
        #expect(record.creationDate == nil)
        let reference = CKRecord.Reference(record: record, action: .deleteSelf)
        #expect(reference.recordID == record.recordID)
    }
}
