import AssetSymbolsGenerator
import Foundation
import Testing

/// Core Data models as Xcode's model editor saves them (`NAME.xcdatamodeld`, a `contents` XML file
/// per version, `.xccurrentversion` naming the current one), and the classes Xcode's codegen
/// writes for them: "Class Definition" writes the class and its properties, "Category/Extension"
/// the properties, "Manual/None" nothing; numbers are Swift scalars when "Use Scalar Type" is on
/// and `NSNumber?` when it is off; object types and relationships are optional
/// (developer.apple.com/documentation/coredata/generating_code).
@Suite struct CoreDataModelTests {
    static let version1 = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Item" representedClassName="Item" codeGenerationType="class">
                <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            </entity>
        </model>
        """
    static let version2 = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Item" representedClassName=".Item" codeGenerationType="class">
                <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="count" attributeType="Integer 32" defaultValueString="7" usesScalarValueType="YES"/>
                <attribute name="score" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
                <attribute name="note" optional="YES" attributeType="String" defaultValueString="&quot;none&quot; &amp; more"/>
                <relationship name="lists" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/>
            </entity>
            <entity name="List" representedClassName="List" codeGenerationType="category">
                <attribute name="name" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="lists" inverseEntity="Item"/>
                <uniquenessConstraints>
                    <uniquenessConstraint><constraint value="name"/></uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            <entity name="Log" representedClassName="Log"/>
        </model>
        """

    static func model() throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("core-data-\(UUID().uuidString)/Todo.xcdatamodeld")
        for (version, text) in [("Todo.xcdatamodel", version1), ("Todo 2.xcdatamodel", version2)] {
            let folder = root.appendingPathComponent(version)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let current = ["_XCCurrentVersionName": "Todo 2.xcdatamodel"]
        try PropertyListSerialization.data(fromPropertyList: current, format: .xml, options: 0)
            .write(to: root.appendingPathComponent(".xccurrentversion"))
        return root.path
    }

    @Test func theCurrentVersion_isRead_withItsEntities() throws {
        let model = CoreDataModel.read(try Self.model())
        #expect(model.name == "Todo")
        #expect(model.problems.isEmpty)
        #expect(model.entities.map(\.name) == ["Item", "List", "Log"])
        let item = try #require(model.entities.first)
        #expect(item.className == "Item")
        #expect(item.attributes.map(\.name) == ["timestamp", "count", "score", "tags", "note"])
        #expect(item.attributes.last?.defaultValue == "\"none\" & more")
        #expect(item.relationships.first?.isToMany == true)
        #expect(item.relationships.first?.isOrdered == true)
        #expect(model.entities[1].constraints == [["name"]])
        #expect(model.entities[2].codeGeneration == nil)
    }

    @Test func theGeneratedSource_typesPropertiesAsXcodeDoes() throws {
        let text = CoreDataModelSource(models: [try Self.model()]).text
        #expect(text.contains("public class Item: NSManagedObject {"))
        #expect(!text.contains("public class List: NSManagedObject"))
        #expect(text.contains("extension List {"))
        #expect(!text.contains("extension Log"))
        #expect(text.contains("public var timestamp: Date? {"))
        #expect(text.contains("public var count: Int32 {"))
        #expect(text.contains("public var score: NSNumber? {"))
        #expect(text.contains("public var tags: [String]? {"))
        #expect(text.contains("public var lists: NSOrderedSet? {"))
        #expect(text.contains("public var items: NSSet? {"))
        #expect(text.contains("public func addToItems(_ value: Item)"))
        #expect(text.contains("public func removeFromLists(_ values: NSOrderedSet)"))
        #expect(text.contains("public class func fetchRequest() -> NSFetchRequest<Item>"))
        #expect(text.contains("extension Item: Identifiable {}"))
        #expect(text.contains("defaultValue: Int32(7)"))
        #expect(text.contains(#"constraints: [["name"]]"#))
        #expect(text.contains(#"NSManagedObjectModel._registerGenerated(name: "Todo""#))
    }

    @Test func aFolderWithoutAModel_saysSo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "core-data-\(UUID().uuidString)/Empty.xcdatamodeld")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let source = CoreDataModelSource(models: [root.path])
        #expect(source.problems.count == 1)
        #expect(source.text.contains("#endif"))
    }
}
