/// Small OpenAPI documents written the way servers publish theirs, for the tests of the reading
/// and the covering sets.
public enum SampleContracts {
  /// OpenAPI 3.0 in YAML: an account with an optional nullable note, an enum, dates, an `int64`,
  /// a URI, a UUID, a list response, a `oneOf` with a discriminator, `allOf`, a map, and a
  /// component that contains itself.
  public static let accounts = """
    openapi: 3.0.3
    info:
      title: Accounts
      version: "1.0"
    paths:
      /accounts/{id}:
        get:
          operationId: getAccount
          responses:
            "200":
              description: One account.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Account"
            "404":
              description: Not found.
      /accounts:
        get:
          operationId: listAccounts
          responses:
            "200":
              description: Every account.
              content:
                application/json:
                  schema:
                    type: array
                    items:
                      $ref: "#/components/schemas/Account"
      /payments/{id}:
        get:
          operationId: getPayment
          responses:
            "200":
              description: A payment.
              content:
                application/json:
                  schema:
                    $ref: "#/components/schemas/Payment"
    components:
      schemas:
        Account:
          type: object
          required: [id, name, status, created_at]
          properties:
            id:
              type: integer
              format: int64
            name:
              type: string
              minLength: 2
              maxLength: 40
            note:
              type: string
              nullable: true
            status:
              type: string
              enum: [active, frozen, closed]
            created_at:
              type: string
              format: date-time
            website:
              type: string
              format: uri
            owner_id:
              type: string
              format: uuid
            balance:
              type: number
              minimum: 0
              maximum: 1
            tags:
              type: array
              items:
                type: string
            limits:
              type: object
              additionalProperties:
                type: integer
          example:
            id: 42
            name: Ana
            status: active
            created_at: "2024-05-01T12:00:00Z"
        Payment:
          oneOf:
            - $ref: "#/components/schemas/Card"
            - $ref: "#/components/schemas/Transfer"
          discriminator:
            propertyName: kind
            mapping:
              card: "#/components/schemas/Card"
              transfer: "#/components/schemas/Transfer"
        PaymentBase:
          type: object
          required: [kind, amount]
          properties:
            kind:
              type: string
            amount:
              type: integer
        Card:
          allOf:
            - $ref: "#/components/schemas/PaymentBase"
            - type: object
              required: [last4]
              properties:
                last4:
                  type: string
                  pattern: "^[0-9]{4}$"
        Transfer:
          allOf:
            - $ref: "#/components/schemas/PaymentBase"
            - type: object
              properties:
                iban:
                  type: string
                  nullable: true
        Comment:
          type: object
          required: [id]
          properties:
            id:
              type: integer
            replies:
              type: array
              items:
                $ref: "#/components/schemas/Comment"

    """

  /// OpenAPI 3.1 in JSON: nullability written as a type list.
  public static let status31 = """
    {
      "openapi": "3.1.0",
      "info": {"title": "Status", "version": "1"},
      "paths": {
        "/status": {
          "get": {
            "responses": {
              "200": {
                "description": "The status.",
                "content": {"application/json": {
                  "schema": {"$ref": "#/components/schemas/Status"},
                  "example": {"state": "up", "since": null}
                }}
              }
            }
          }
        }
      },
      "components": {
        "schemas": {
          "Status": {
            "type": "object",
            "required": ["state", "since"],
            "properties": {
              "state": {"type": "string", "enum": ["up", "down"]},
              "since": {"type": ["string", "null"], "format": "date-time"}
            }
          }
        }
      }
    }
    """
}
