import Foundation
import Movies
import Testing

struct ReleaseDateTests {
    @Test func parsesTheTMDBForm() throws {
        let date = try #require(ReleaseDate("1999-10-15"))

        #expect(date.year == 1999)
        #expect(date.month == 10)
        #expect(date.day == 15)
    }

    @Test(arguments: [
        "", "1999", "1999-10", "1999-10-5", "99-10-15", "1999/10/15", "1999-10-15T00:00:00Z", " 1999-10-15",
        "1999-13-01", "1999-00-10", "1999-02-29", "1999-04-31", "0000-01-01", "abcd-ef-gh", "１９９９-10-15",
    ])
    func rejectsAnythingButARealDayAsYYYYMMDD(text: String) {
        #expect(ReleaseDate(text) == nil)
    }

    @Test func acceptsLeapDaysOnlyInLeapYears() {
        #expect(ReleaseDate("2000-02-29") != nil)
        #expect(ReleaseDate("2024-02-29") != nil)
        #expect(ReleaseDate("1900-02-29") == nil)
        #expect(ReleaseDate("2023-02-29") == nil)
    }

    @Test func printsZeroPaddedComponents() throws {
        let date = try #require(ReleaseDate(year: 812, month: 3, day: 4))

        #expect(date.description == "0812-03-04")
        #expect("\(date)" == "0812-03-04")
    }

    @Test func ordersChronologically() throws {
        let dates = try ["2001-07-20", "1994-09-23", "1994-09-10", "1994-10-01"].map { try #require(ReleaseDate($0)) }

        #expect(dates.sorted().map(\.description) == ["1994-09-10", "1994-09-23", "1994-10-01", "2001-07-20"])
    }

    @Test func encodesAndDecodesAsTheTMDBString() throws {
        let date = try #require(ReleaseDate(year: 1972, month: 3, day: 14))

        let data = try JSONEncoder().encode([date])

        #expect(String(decoding: data, as: UTF8.self) == #"["1972-03-14"]"#)
        #expect(try JSONDecoder().decode([ReleaseDate].self, from: data) == [date])
    }

    @Test func failsToDecodeAMalformedString() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ReleaseDate].self, from: Data(#"["14/03/1972"]"#.utf8))
        }
    }
}
