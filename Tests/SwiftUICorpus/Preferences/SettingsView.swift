import SwiftUI

struct SettingsView: View {
    @AppStorage(SettingsKeys.displayName) private var displayName = ""
    @AppStorage(SettingsKeys.notificationsEnabled) private var notificationsEnabled = true
    @AppStorage(SettingsKeys.dailySummary) private var dailySummary = false
    @AppStorage(SettingsKeys.theme) private var theme = AppTheme.system.rawValue
    @AppStorage(SettingsKeys.fontSize) private var fontSize = FontSize.medium.rawValue
    @AppStorage(SettingsKeys.dailyGoal) private var dailyGoal = 20
    @AppStorage(SettingsKeys.volume) private var volume = 0.5
    @State private var showingResetConfirmation = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Display name", text: $displayName)
                        .textInputAutocapitalization(.words)
                    if !displayName.isEmpty {
                        Text("Signed in as \(displayName)")
                            .foregroundStyle(.secondary)
                    }
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Daily summary", isOn: $dailySummary)
                        .disabled(!notificationsEnabled)
                        .toggleStyle(CheckmarkToggleStyle())
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("The daily summary arrives at 8 AM.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker("Text size", selection: $fontSize) {
                        Text("Small").tag(FontSize.small.rawValue)
                        Text("Medium").tag(FontSize.medium.rawValue)
                        Text("Large").tag(FontSize.large.rawValue)
                    }
                }

                Section("Goals") {
                    Stepper(value: $dailyGoal, in: 5...120, step: 5) {
                        Text("Daily goal: \(dailyGoal) min")
                    }
                    VStack(alignment: .leading) {
                        Slider(value: $volume, in: 0...1) {
                            Text("Volume")
                        }
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: "2.1 (42)")
                    Button("Reset Settings", role: .destructive) {
                        showingResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Settings")
            .confirmationDialog(
                "Reset all settings?", isPresented: $showingResetConfirmation, titleVisibility: .visible
            ) {
                Button("Reset", role: .destructive, action: resetAll)
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    private func resetAll() {
        displayName = ""
        notificationsEnabled = true
        dailySummary = false
        theme = AppTheme.system.rawValue
        fontSize = FontSize.medium.rawValue
        dailyGoal = 20
        volume = 0.5
    }
}

struct CheckmarkToggleStyle: ToggleStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                Text(configuration.isOn ? "✓" : "–")
                    .opacity(isEnabled ? 1 : 0.4)
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    SettingsView()
}
