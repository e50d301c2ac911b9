/// An orders API whose orders hold two customers: the document the contract tests of keys a model
/// never reads and of components checked on their own decode against.
enum OrdersContract {
  static let document = """
    openapi: 3.0.3
    info:
      title: Orders
      version: "1.0"
    paths: {}
    components:
      schemas:
        Order:
          type: object
          required: [id, customer, buyer]
          properties:
            id:
              type: integer
            gift:
              type: boolean
            customer:
              $ref: '#/components/schemas/Customer'
            buyer:
              $ref: '#/components/schemas/Customer'
        Customer:
          type: object
          required: [id]
          properties:
            id:
              type: integer
            nickname:
              type: string
              nullable: true
            tier:
              type: string
              enum: [gold, silver]
    """
}
