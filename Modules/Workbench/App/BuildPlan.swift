import FileReading
import Foundation

/// SwiftPM's plan of a build, as it writes it for llbuild (`.build/debug.yaml`): each command with
/// its tool, the files (or `<virtual>` nodes) it reads and makes, and, for a `shell` command, its
/// command line. ``PlannedBuild`` runs the part of it a change needs, without SwiftPM.
///
/// Only the lines SwiftPM writes are read: a command is `  "NAME":` under `commands:`, and its
/// fields are `    KEY: VALUE` lines whose lists are JSON arrays. Anything else is ignored.
struct BuildPlan: Equatable, Sendable {
    /// One command of the plan.
    struct Command: Equatable, Sendable {
        /// The command's name (its key in the plan).
        var name: String
        /// The llbuild tool that runs it: `shell`, `phony`, `write-auxiliary-file`, …
        var tool: String
        /// What it reads: paths, or `<virtual>` nodes other commands make.
        var inputs: [String] = []
        /// What it makes.
        var outputs: [String] = []
        /// A `shell` command's program and arguments.
        var arguments: [String] = []
    }

    /// The largest plan read (SwiftPM's plan of this project is about 1 MB).
    static let sizeLimit = 64 * 1024 * 1024

    /// The commands, in the plan's order.
    var commands: [Command]

    /// The plan in the file at `path`.
    ///
    /// - Throws: ``PlannedBuild/Unusable`` when it cannot be read or holds no command.
    static func read(_ path: String) throws(PlannedBuild.Unusable) -> BuildPlan {
        let file: RegularFile
        do {
            file = try RegularFile.read(path, limit: sizeLimit)
        } catch {
            throw .init("SwiftPM's build plan cannot be read (\(error))")
        }
        let plan = BuildPlan(text: String(decoding: file.data, as: UTF8.self))
        guard !plan.commands.isEmpty else { throw .init("SwiftPM's build plan names no command") }
        return plan
    }

    /// The plan written as `text`.
    init(text: String) {
        var commands: [Command] = []
        var inCommands = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.first != " " {
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix(":"),
                let name = Self.decode(String.self, line.dropFirst(2).dropLast())
            {
                commands.append(Command(name: name, tool: ""))
                continue
            }
            guard line.hasPrefix("    "), !commands.isEmpty, let colon = line.firstIndex(of: ":") else { continue }
            let key = line[line.index(line.startIndex, offsetBy: 4)..<colon]
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            switch key {
            case "tool": commands[commands.count - 1].tool = String(value)
            case "inputs": commands[commands.count - 1].inputs = Self.decode([String].self, value) ?? []
            case "outputs": commands[commands.count - 1].outputs = Self.decode([String].self, value) ?? []
            case "args": commands[commands.count - 1].arguments = Self.decode([String].self, value) ?? []
            default: break
            }
        }
        self.commands = commands
    }

    /// The commands `target` needs, itself last, each after the commands that make what it reads.
    ///
    /// - Parameter target: A path or node a command makes.
    /// - Returns: Nil when no command makes `target`.
    func commands(making target: String) -> [Command]? {
        var producer: [String: Int] = [:]
        for (index, command) in commands.enumerated() {
            for output in command.outputs where producer[output] == nil { producer[output] = index }
        }
        guard let last = producer[target] else { return nil }
        // Depth first, without recursion (a plan may be deep); each command once, after its inputs'.
        var ordered: [Command] = []
        var state: [Int: Bool] = [:]  // false: being visited; true: done.
        var stack: [(index: Int, next: Int)] = [(last, 0)]
        state[last] = false
        while let top = stack.last {
            let command = commands[top.index]
            if top.next < command.inputs.count {
                stack[stack.count - 1].next += 1
                if let input = producer[command.inputs[top.next]], state[input] == nil {
                    state[input] = false
                    stack.append((input, 0))
                }
            } else {
                stack.removeLast()
                state[top.index] = true
                ordered.append(command)
            }
        }
        return ordered
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ text: Substring) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}
