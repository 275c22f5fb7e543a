import Foundation

struct Screening: Identifiable, Hashable {
    let id: Int
    let title: String
    let synopsis: String
    let trailer: URL
    let seat: String

    /// What the ticket's QR code says.
    var ticketCode: String { "PREMIERE:\(id):\(seat)" }

    static let tonight = [
        Screening(
            id: 1042, title: "Dune: Part Two",
            synopsis: "Paul Atreides unites with the Fremen while on a path of revenge.",
            trailer: URL(string: "https://example.com/trailers/dune.mp4")!, seat: "F7"),
        Screening(
            id: 1043, title: "Past Lives",
            synopsis: "Two childhood friends meet again in New York, decades later.",
            trailer: URL(string: "https://example.com/trailers/past-lives.mp4")!, seat: "C3"),
    ]
}
