import Workbench

/// Times `Redaction.redact` on a megabyte of plain text (titles and overviews, with accents and
/// CJK, nothing secret) against a megabyte of each kind of hostile text, built so that a search
/// starts again at every few bytes (`bearer a` repeated, `&key=a`, `://a:b`, bearer tokens to
/// redact, a secret's prefix), each followed on its line by a non-ASCII character. Runs are
/// interleaved so drift affects both alike; the medians are compared. Target: each hostile
/// megabyte ≤ 5× the plain one (a pass that is not linear takes minutes on these).
enum RedactionBenchmark {
    static let megabyte = 1 << 20
    static let repetitions = 7
    static let targetRatio = 5.0
    static let secrets = ["tmdb-0123456789abcdef"]

    static func run() -> [BenchmarkResult] {
        let plain = filled(
            "The Godfather Part II (1974): the early life and career of Vito Corleone in 1920s New York. "
                + "Amélie, 東京物語, Crouching Tiger — a story told again.\n")
        let hostile = [
            ("\"bearer a\" repeated", filled("bearer a", nonASCIIEvery: 4096)),
            ("\"&key=a\" repeated", filled("&key=a", nonASCIIEvery: 4096)),
            ("\"://a:b\" repeated", filled("://a:b", nonASCIIEvery: 4096)),
            ("bearer tokens to redact", filled("Bearer a1b2c3d4 ", nonASCIIEvery: 4096)),
            ("a secret's prefix repeated", filled("tmdb-0123456789", nonASCIIEvery: 4096)),
        ]
        var plainTimes: [Duration] = []
        var hostileTimes = Array(repeating: [Duration](), count: hostile.count)
        var checksum = 0
        for _ in 0..<repetitions {
            let (plainDuration, plainCount) = Stopwatch.measure { Redaction.redact(plain, secrets: secrets).utf8.count }
            plainTimes.append(plainDuration)
            checksum &+= plainCount
            for (index, (_, text)) in hostile.enumerated() {
                let (duration, count) = Stopwatch.measure { Redaction.redact(text, secrets: secrets).utf8.count }
                hostileTimes[index].append(duration)
                checksum &+= count
            }
        }
        precondition(checksum > 0)
        let plainMedian = Stopwatch.median(plainTimes)
        return hostile.enumerated().map { index, entry in
            let median = Stopwatch.median(hostileTimes[index])
            let ratio = median / plainMedian
            return BenchmarkResult(
                name: "redact 1 MB: \(entry.0)",
                target: "target ≤\(targetRatio)x 1 MB plain",
                measured: String(
                    format: "%.2fx (plain %.1f ms, hostile %.1f ms)", ratio, Stopwatch.milliseconds(plainMedian),
                    Stopwatch.milliseconds(median)),
                met: ratio <= targetRatio)
        }
    }

    /// `unit` repeated to a megabyte, with `é` and a line break after every `nonASCIIEvery` bytes.
    static func filled(_ unit: String, nonASCIIEvery: Int? = nil) -> String {
        var text = ""
        text.reserveCapacity(megabyte + 64)
        var sinceBreak = 0
        while text.utf8.count < megabyte {
            text += unit
            sinceBreak += unit.utf8.count
            if let every = nonASCIIEvery, sinceBreak >= every {
                text += " é\n"
                sinceBreak = 0
            }
        }
        return text
    }
}
