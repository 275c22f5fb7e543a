import Foundation

let results = [decodeBenchmark()]
for result in results {
    print(result.line)
}
exit(results.allSatisfy(\.met) ? 0 : 1)
