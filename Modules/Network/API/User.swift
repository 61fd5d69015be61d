/// A member, as JSONPlaceholder's `/users` spells it.
public struct User: Codable, Sendable, Equatable, Identifiable {
    /// A postal address with its coordinates.
    public struct Address: Codable, Sendable, Equatable {
        /// Latitude and longitude, as strings, as the API sends them.
        public struct Geo: Codable, Sendable, Equatable {
            public var lat: String
            public var lng: String

            /// Creates a `Geo` from its parts.
            public init(lat: String, lng: String) {
                self.lat = lat
                self.lng = lng
            }
        }

        public var street: String
        public var suite: String
        public var city: String
        public var zipcode: String
        public var geo: Geo

        /// Creates an `Address` from its parts.
        public init(street: String, suite: String, city: String, zipcode: String, geo: Geo) {
            self.street = street
            self.suite = suite
            self.city = city
            self.zipcode = zipcode
            self.geo = geo
        }
    }

    /// Where the member works.
    public struct Company: Codable, Sendable, Equatable {
        public var name: String
        public var catchPhrase: String
        public var bs: String

        /// Creates a `Company` from its parts.
        public init(name: String, catchPhrase: String, bs: String) {
            self.name = name
            self.catchPhrase = catchPhrase
            self.bs = bs
        }
    }

    /// The member's id: a number on JSONPlaceholder, a string on json-server 1.x.
    public var id: ResourceID
    public var name: String
    public var username: String
    public var email: String
    public var address: Address
    public var phone: String
    public var website: String
    public var company: Company

    /// Creates an `User` from its parts.
    public init(
        id: ResourceID, name: String, username: String, email: String, address: Address, phone: String, website: String,
        company: Company
    ) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.address = address
        self.phone = phone
        self.website = website
        self.company = company
    }
}
