import ListSpecRuntime
/// The JSON Schema (draft 2020-12) of spec format 1, for editors (the YAML language server)
/// and other validators. It describes the shape: keys, types, required keys, allowed values.
/// What a schema cannot say (ascending IDs, duplicates, cell types declared) is `lint`'s job.
///
/// Kept as one literal so it reads as the document users get; tests check it parses,
/// covers every key of the format and accepts every example in Specs/.
package enum SpecSchema {
    package static let text = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "listspec spec (format 1)",
  "description": "The content of one or more UITableViews: sections with a sectionID, cells with a cellID, a cellType and a viewModel. Either `tables:` (name -> table) or, as shorthand for one table named main, a top-level `sections:` with `style` and `cellTypes` beside it.",
  "type": "object",
  "properties": {
    "listspec": {
      "description": "The format version. Optional; when present it must be 1.",
      "const": 1
    },
    "tables": {
      "description": "Table name -> table. A controller may hold many tables.",
      "type": "object",
      "additionalProperties": { "$ref": "#/$defs/table" }
    },
    "types": { "$ref": "#/$defs/types" },
    "sections": { "$ref": "#/$defs/sections" },
    "style": { "$ref": "#/$defs/style" },
    "cellTypes": { "$ref": "#/$defs/cellTypes" },
    "sectionViewModel": { "$ref": "#/$defs/viewModelType" }
  },
  "patternProperties": { "^x-": { "description": "An extension key, ignored by listspec." } },
  "additionalProperties": false,
  "oneOf": [
    {
      "description": "Tables by name.",
      "required": ["tables"],
      "not": {
        "anyOf": [{ "required": ["sections"] }, { "required": ["style"] }, { "required": ["cellTypes"] }, { "required": ["sectionViewModel"] }]
      }
    },
    {
      "description": "Shorthand: one table named main.",
      "required": ["sections"],
      "not": { "required": ["tables"] }
    }
  ],
  "$defs": {
    "table": {
      "description": "One UITableView's content.",
      "type": ["object", "null"],
      "properties": {
        "style": { "$ref": "#/$defs/style" },
        "cellTypes": { "$ref": "#/$defs/cellTypes" },
        "sections": { "$ref": "#/$defs/sections" },
        "sectionViewModel": { "$ref": "#/$defs/viewModelType" }
      },
      "patternProperties": { "^x-": {} },
      "additionalProperties": false
    },
    "types": {
      "description": "Named types shared by every table of the file: name -> type. Names are identifiers and not String, Int, Double, Bool or Void.",
      "type": ["object", "null"],
      "propertyNames": { "pattern": "^([A-Za-z_][A-Za-z0-9_]*|x-.*)$" },
      "additionalProperties": { "$ref": "#/$defs/type" }
    },
    "type": {
      "description": "A type: a type expression in Swift syntax (String, Int, Double, Bool, a declared name, T?, [T], [String: T]), a map (a struct: field -> type) or a list of strings (an enum). In YAML, [T] and [String: T] may be written unquoted.",
      "oneOf": [
        { "type": "string" },
        { "type": "object", "additionalProperties": { "$ref": "#/$defs/type" } },
        { "type": "array" }
      ]
    },
    "viewModelType": {
      "description": "The type of a viewModel (Void: none); null or absent: untyped, any value.",
      "anyOf": [{ "$ref": "#/$defs/type" }, { "type": "null" }]
    },
    "style": {
      "description": "The UITableView style (default plain).",
      "enum": ["plain", "grouped", "insetGrouped", null]
    },
    "cellTypes": {
      "description": "Registry of reuse identifiers -> per-type defaults for their cells.",
      "type": ["object", "null"],
      "additionalProperties": {
        "type": ["object", "null"],
        "properties": {
          "height": { "$ref": "#/$defs/height" },
          "estimatedHeight": { "$ref": "#/$defs/height" },
          "viewModel": { "$ref": "#/$defs/viewModelType" }
        },
        "patternProperties": { "^x-": {} },
        "additionalProperties": false
      }
    },
    "sections": {
      "description": "The sections, sectionIDs strictly ascending.",
      "type": ["array", "null"],
      "items": { "$ref": "#/$defs/section" }
    },
    "section": {
      "type": "object",
      "required": ["sectionID"],
      "properties": {
        "sectionID": { "$ref": "#/$defs/id", "description": "The section's identity within its table; strictly ascending." },
        "header": { "$ref": "#/$defs/headerFooter" },
        "footer": { "$ref": "#/$defs/headerFooter" },
        "indexTitle": { "description": "The section index title.", "type": ["string", "null"] },
        "viewModel": { "description": "Any value: string, number, bool, null, list or map." },
        "cells": {
          "description": "The cells, cellIDs strictly ascending (default []).",
          "type": ["array", "null"],
          "items": { "$ref": "#/$defs/cell" }
        }
      },
      "patternProperties": { "^x-": {} },
      "additionalProperties": false
    },
    "headerFooter": {
      "description": "A title, or a map of title, view (a header/footer view's reuse identifier) and height.",
      "oneOf": [
        { "type": "string" },
        { "type": "null" },
        {
          "type": "object",
          "properties": {
            "title": { "type": ["string", "null"] },
            "view": { "type": ["string", "null"] },
            "height": { "$ref": "#/$defs/height" }
          },
          "patternProperties": { "^x-": {} },
          "additionalProperties": false
        }
      ]
    },
    "cell": {
      "type": "object",
      "required": ["cellID", "cellType"],
      "properties": {
        "cellID": { "$ref": "#/$defs/id", "description": "The cell's identity within its section; strictly ascending." },
        "cellType": { "description": "The reuse identifier.", "type": "string" },
        "viewModel": { "description": "Any value: string, number, bool, null, list or map." },
        "height": { "$ref": "#/$defs/height" },
        "estimatedHeight": { "$ref": "#/$defs/height" },
        "action": { "description": "What selecting the row does.", "type": ["string", "null"] },
        "deletable": { "description": "Swipe to delete (default false).", "type": ["boolean", "null"] }
      },
      "patternProperties": { "^x-": {} },
      "additionalProperties": false
    },
    "id": {
      "description": "An integer that fits in 64 bits (negative allowed).",
      "type": "integer",
      "minimum": -9223372036854775808,
      "maximum": 9223372036854775807
    },
    "height": {
      "description": "Points (a finite number >= 0) or \"automatic\"; null takes the cell type's default.",
      "oneOf": [
        { "type": "number", "minimum": 0, "maximum": 1.7976931348623157e308 },
        { "const": "automatic" },
        { "type": "null" }
      ]
    }
  }
}

"""#
}
