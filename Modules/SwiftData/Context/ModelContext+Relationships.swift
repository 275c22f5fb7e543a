/// Keeping both sides of a relationship in step: setting one side sets its inverse, as SwiftData
/// does (`book.author = ada` puts the book in `ada.books`, and takes it out of its former author's).
extension ModelContext {
    /// Makes `other`'s `inverse` hold `model`.
    func link(_ other: any PersistentModel, through inverse: ModelProperty, to model: any PersistentModel) {
        guard let relationship = inverse.relationshipType else { return }
        let current = relationship.models(inAny: inverse.metadata.read(other))
        if relationship._isToMany {
            guard !current.contains(where: { $0 === model }) else { return }
            write(current + [model], to: inverse, of: other)
        } else {
            guard current.first !== model else { return }
            // A to-one moves: the model it held no longer holds `other`.
            if let previous = current.first, let back = inverse.inverse {
                unlink(previous, through: back, from: other)
            }
            write([model], to: inverse, of: other)
        }
    }

    /// Makes `other`'s `inverse` no longer hold `model`.
    func unlink(_ other: any PersistentModel, through inverse: ModelProperty, from model: any PersistentModel) {
        guard let relationship = inverse.relationshipType else { return }
        let current = relationship.models(inAny: inverse.metadata.read(other))
        guard current.contains(where: { $0 === model }) else { return }
        write(current.filter { $0 !== model }, to: inverse, of: other)
    }

    /// Sets `property` of `model` to hold `models` (a non-optional to-one left as it is when empty).
    private func write(_ models: [any PersistentModel], to property: ModelProperty, of model: any PersistentModel) {
        guard let relationship = property.relationshipType,
            let value = relationshipValue(of: relationship, holding: models)
        else { return }
        property.metadata.write(model, value)
    }
}
